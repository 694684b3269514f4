import { TickMath } from '@uniswap/v3-sdk';
import type { InitializedTick } from '../protocol/poolTicks.ts';
import { MAX_TICK, MIN_TICK } from '../protocol/tickBounds.ts';

/** A V3 or V4 pool as a swap through it sees it: price, active liquidity, fee and the ticks known. */
export interface ConcentratedPool {
  sqrtPriceX96: bigint;
  tick: number;
  liquidity: bigint;
  /** In hundredths of a basis point. */
  fee: number;
  tickSpacing: number;
  /** The initialized ticks known, ascending; beyond them the liquidity is taken to carry on unchanged. */
  ticks: readonly InitializedTick[];
}

const Q96 = 2n ** 96n;
const MAX_UINT256 = 2n ** 256n - 1n;
const FEE_UNITS = 1_000_000n;
const MIN_SQRT_RATIO = BigInt(TickMath.MIN_SQRT_RATIO.toString());
const MAX_SQRT_RATIO = BigInt(TickMath.MAX_SQRT_RATIO.toString());

/**
 * What a V3 or V4 pool pays out for an exact input, step by step as the pool's own swap loop runs
 * (SwapMath with its rounding, a step at each initialized tick and bitmap word's edge, the quoters'
 * price limit): the same figure as the quoter, to the wei, for the ticks given.
 */
export function concentratedAmountOut(pool: ConcentratedPool, zeroForOne: boolean, amountIn: bigint): bigint {
  let out = 0n;
  walk(pool, zeroForOne, amountIn, true, (step) => {
    out += step.amountOut;
    return step.amountIn + step.feeAmount;
  });
  return out;
}

/** How many initialized ticks a swap of this exact amount (input or output) crosses: each costs gas. */
export function concentratedTicksCrossed(
  pool: ConcentratedPool,
  zeroForOne: boolean,
  amount: bigint,
  exactIn: boolean,
): number {
  return walk(pool, zeroForOne, amount, exactIn, (step) =>
    exactIn ? step.amountIn + step.feeAmount : step.amountOut,
  ).crossed;
}

/**
 * The input a V3 or V4 pool takes for an exact output, as its swap loop reckons it; nothing when the
 * pool's liquidity runs out before paying that much (the quoter reverts then).
 */
export function concentratedAmountIn(
  pool: ConcentratedPool,
  zeroForOne: boolean,
  amountOut: bigint,
): bigint | undefined {
  let taken = 0n;
  const { remaining } = walk(pool, zeroForOne, amountOut, false, (step) => {
    taken += step.amountIn + step.feeAmount;
    return step.amountOut;
  });
  return remaining === 0n ? taken : undefined;
}

interface SwapStep {
  amountIn: bigint;
  amountOut: bigint;
  feeAmount: bigint;
}

/**
 * The pool's swap loop (UniswapV3Pool.swap, V4's Pool.swap): steps to the next initialized tick or
 * the edge of the bitmap word, crossing ticks, until the amount is spent or the price limit reached.
 * `spend` counts a step and answers how much of the specified amount it used. Answers the amount left
 * and how many initialized ticks were crossed.
 */
function walk(
  pool: ConcentratedPool,
  zeroForOne: boolean,
  amount: bigint,
  exactIn: boolean,
  spend: (step: SwapStep) => bigint,
): { remaining: bigint; crossed: number } {
  const limit = zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n;
  let remaining = amount;
  let sqrtPrice = pool.sqrtPriceX96;
  let tick = pool.tick;
  let liquidity = pool.liquidity;
  const fee = BigInt(pool.fee);
  let crossed = 0;
  while (remaining !== 0n && sqrtPrice !== limit) {
    const next = nextTick(pool, tick, zeroForOne);
    const sqrtNext = sqrtRatioAtTick(next.tick);
    const target = (zeroForOne ? sqrtNext < limit : sqrtNext > limit) ? limit : sqrtNext;
    const step = swapStep(sqrtPrice, target, liquidity, remaining, fee, exactIn);
    sqrtPrice = step.sqrtPriceNext;
    remaining -= spend(step);
    if (sqrtPrice === sqrtNext) {
      if (next.liquidityNet !== undefined) {
        liquidity += zeroForOne ? -next.liquidityNet : next.liquidityNet;
        crossed++;
      }
      tick = zeroForOne ? next.tick - 1 : next.tick;
    }
    // Otherwise the loop ends: the amount is spent, or the limit is reached.
  }
  return { remaining, crossed };
}

/**
 * TickBitmap.nextInitializedTickWithinOneWord over the ticks known: the nearest initialized tick at
 * or below the current one (going down) or above it (going up), no farther than its bitmap word's edge.
 */
function nextTick(
  pool: ConcentratedPool,
  tick: number,
  zeroForOne: boolean,
): { tick: number; liquidityNet: bigint | undefined } {
  const spacing = pool.tickSpacing;
  const compressed = Math.floor(tick / spacing);
  if (zeroForOne) {
    const edge = Math.max(Math.floor(compressed / 256) * 256 * spacing, MIN_TICK);
    const found = pool.ticks[firstIndexAbove(pool.ticks, tick) - 1];
    return found && found.tick >= edge ? found : { tick: edge, liquidityNet: undefined };
  }
  const edge = Math.min((Math.floor((compressed + 1) / 256) * 256 + 255) * spacing, MAX_TICK);
  const found = pool.ticks[firstIndexAbove(pool.ticks, tick)];
  return found && found.tick <= edge ? found : { tick: edge, liquidityNet: undefined };
}

/** The index of the first tick above `tick` in ascending ticks (their length when none is). */
function firstIndexAbove(ticks: readonly InitializedTick[], tick: number): number {
  let [low, high] = [0, ticks.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((ticks[middle] as InitializedTick).tick <= tick) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** SwapMath.computeSwapStep (V3; V4's gives the same amounts for a fee below 100 %). */
function swapStep(
  sqrtPrice: bigint,
  target: bigint,
  liquidity: bigint,
  remaining: bigint,
  fee: bigint,
  exactIn: boolean,
): SwapStep & { sqrtPriceNext: bigint } {
  const zeroForOne = sqrtPrice >= target;
  let sqrtPriceNext: bigint;
  let amountIn = 0n;
  let amountOut = 0n;
  if (exactIn) {
    const lessFee = (remaining * (FEE_UNITS - fee)) / FEE_UNITS;
    amountIn = zeroForOne
      ? amount0Delta(target, sqrtPrice, liquidity, true)
      : amount1Delta(sqrtPrice, target, liquidity, true);
    sqrtPriceNext =
      lessFee >= amountIn ? target : nextSqrtPriceFromInput(sqrtPrice, liquidity, lessFee, zeroForOne);
  } else {
    amountOut = zeroForOne
      ? amount1Delta(target, sqrtPrice, liquidity, false)
      : amount0Delta(sqrtPrice, target, liquidity, false);
    sqrtPriceNext =
      remaining >= amountOut ? target : nextSqrtPriceFromOutput(sqrtPrice, liquidity, remaining, zeroForOne);
  }
  const reached = target === sqrtPriceNext;
  if (zeroForOne) {
    if (!(reached && exactIn)) amountIn = amount0Delta(sqrtPriceNext, sqrtPrice, liquidity, true);
    if (!(reached && !exactIn)) amountOut = amount1Delta(sqrtPriceNext, sqrtPrice, liquidity, false);
  } else {
    if (!(reached && exactIn)) amountIn = amount1Delta(sqrtPrice, sqrtPriceNext, liquidity, true);
    if (!(reached && !exactIn)) amountOut = amount0Delta(sqrtPrice, sqrtPriceNext, liquidity, false);
  }
  if (!exactIn && amountOut > remaining) amountOut = remaining;
  const feeAmount =
    exactIn && !reached ? remaining - amountIn : mulDivRoundingUp(amountIn, fee, FEE_UNITS - fee);
  return { sqrtPriceNext, amountIn, amountOut, feeAmount };
}

/** SqrtPriceMath.getAmount0Delta. */
function amount0Delta(sqrtA: bigint, sqrtB: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const [lower, upper] = sqrtA > sqrtB ? [sqrtB, sqrtA] : [sqrtA, sqrtB];
  const numerator1 = liquidity << 96n;
  const numerator2 = upper - lower;
  return roundUp
    ? divRoundingUp(mulDivRoundingUp(numerator1, numerator2, upper), lower)
    : (numerator1 * numerator2) / upper / lower;
}

/** SqrtPriceMath.getAmount1Delta. */
function amount1Delta(sqrtA: bigint, sqrtB: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const [lower, upper] = sqrtA > sqrtB ? [sqrtB, sqrtA] : [sqrtA, sqrtB];
  return roundUp ? mulDivRoundingUp(liquidity, upper - lower, Q96) : (liquidity * (upper - lower)) / Q96;
}

function nextSqrtPriceFromInput(sqrtPrice: bigint, liquidity: bigint, amount: bigint, zeroForOne: boolean) {
  return zeroForOne
    ? nextFromAmount0RoundingUp(sqrtPrice, liquidity, amount, true)
    : nextFromAmount1RoundingDown(sqrtPrice, liquidity, amount, true);
}

function nextSqrtPriceFromOutput(sqrtPrice: bigint, liquidity: bigint, amount: bigint, zeroForOne: boolean) {
  return zeroForOne
    ? nextFromAmount1RoundingDown(sqrtPrice, liquidity, amount, false)
    : nextFromAmount0RoundingUp(sqrtPrice, liquidity, amount, false);
}

/**
 * SqrtPriceMath.getNextSqrtPriceFromAmount0RoundingUp, with its 256-bit overflow branch: the
 * contract falls back to a less precise formula when `amount × price` would overflow, and so does this.
 */
function nextFromAmount0RoundingUp(
  sqrtPrice: bigint,
  liquidity: bigint,
  amount: bigint,
  add: boolean,
): bigint {
  if (amount === 0n) return sqrtPrice;
  const numerator1 = liquidity << 96n;
  const product = amount * sqrtPrice;
  if (add) {
    if (product <= MAX_UINT256 && numerator1 + product <= MAX_UINT256)
      return mulDivRoundingUp(numerator1, sqrtPrice, numerator1 + product);
    return divRoundingUp(numerator1, numerator1 / sqrtPrice + amount);
  }
  if (product > MAX_UINT256 || numerator1 <= product) throw new Error('the pool cannot pay this much out');
  return mulDivRoundingUp(numerator1, sqrtPrice, numerator1 - product);
}

/** SqrtPriceMath.getNextSqrtPriceFromAmount1RoundingDown. */
function nextFromAmount1RoundingDown(
  sqrtPrice: bigint,
  liquidity: bigint,
  amount: bigint,
  add: boolean,
): bigint {
  if (add) return sqrtPrice + (amount << 96n) / liquidity;
  const quotient = divRoundingUp(amount << 96n, liquidity);
  if (sqrtPrice <= quotient) throw new Error('the pool cannot pay this much out');
  return sqrtPrice - quotient;
}

function mulDivRoundingUp(a: bigint, b: bigint, denominator: bigint): bigint {
  return divRoundingUp(a * b, denominator);
}

function divRoundingUp(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/** TickMath.getSqrtRatioAtTick through the SDK, kept per tick: a walk asks the same few ticks again and again. */
const sqrtRatios = new Map<number, bigint>();

function sqrtRatioAtTick(tick: number): bigint {
  let ratio = sqrtRatios.get(tick);
  if (ratio === undefined) {
    ratio = BigInt(TickMath.getSqrtRatioAtTick(tick).toString());
    sqrtRatios.set(tick, ratio);
  }
  return ratio;
}
