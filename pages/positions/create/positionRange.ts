import { Price, Token } from '@uniswap/sdk-core';
import {
  encodeSqrtRatioX96,
  nearestUsableTick,
  priceToClosestTick,
  TickMath,
  tickToPrice,
} from '@uniswap/v3-sdk';
import type { Address } from 'viem';
import { LOCAL_CHAIN_ID } from '../../../protocol/protocolAddresses.ts';

/**
 * A position's price range as a person sets it (prices of token0 in token1, or flipped) and as the
 * protocol holds it (ticks on the pool's spacing). Conversions go through the v3 SDK's exact tick math
 * (V4 ticks are the same); a typed price is read as an exact decimal fraction, never a float.
 */
export interface RangePair {
  /** In the pool's order; V4's native ETH is the zero address. */
  token0: { address: Address; decimals: number };
  token1: { address: Address; decimals: number };
  tickSpacing: number;
}

export interface TickRange {
  tickLower: number;
  tickUpper: number;
}

/** The widest range a pool of this spacing allows: every price. */
export function fullRange(tickSpacing: number): TickRange {
  return {
    tickLower: nearestUsableTick(TickMath.MIN_TICK, tickSpacing),
    tickUpper: nearestUsableTick(TickMath.MAX_TICK, tickSpacing),
  };
}

export function isFullRange(range: TickRange, tickSpacing: number): boolean {
  const full = fullRange(tickSpacing);
  return range.tickLower <= full.tickLower && range.tickUpper >= full.tickUpper;
}

/**
 * A preset width around the current tick, at least one spacing either side. Ticks are a logarithm of
 * price (1.0001 per tick), so ±w of price is ln(1±w)/ln(1.0001) ticks: a width, not an amount of money.
 */
export function presetRange(currentTick: number, width: number, tickSpacing: number): TickRange {
  const below = Math.round(Math.log(1 - width) / Math.log(1.0001));
  const above = Math.round(Math.log(1 + width) / Math.log(1.0001));
  const full = fullRange(tickSpacing);
  const tickLower = Math.max(full.tickLower, nearestUsableTick(currentTick + below, tickSpacing));
  const tickUpper = Math.min(full.tickUpper, nearestUsableTick(currentTick + above, tickSpacing));
  return tickLower < tickUpper ? { tickLower, tickUpper } : { tickLower, tickUpper: tickLower + tickSpacing };
}

/** A tick's price as text: token1 per token0, or token0 per token1 when `inverted`. */
export function priceAtTick(tick: number, pair: RangePair, inverted: boolean): string {
  const [token0, token1] = sdkTokens(pair);
  const price = tickToPrice(token0, token1, tick);
  return (inverted ? price.invert() : price).toSignificant(6);
}

/**
 * The range between two typed prices (in the shown orientation), snapped to the pool's spacing, or
 * the problem with them in words.
 */
export function rangeOfPrices(
  minText: string,
  maxText: string,
  pair: RangePair,
  inverted: boolean,
): { range: TickRange } | { problem: string } {
  const min = parsePrice(minText);
  const max = parsePrice(maxText);
  if (!min || !max) return { problem: 'Enter a minimum and a maximum price.' };
  if (min.numerator * max.denominator >= max.numerator * min.denominator)
    return { problem: 'The minimum price must be below the maximum price.' };
  const full = fullRange(pair.tickSpacing);
  const lowTick =
    min.numerator === 0n ? (inverted ? full.tickUpper : full.tickLower) : tickOf(min, pair, inverted);
  const highTick = tickOf(max, pair, inverted);
  if (lowTick === undefined || highTick === undefined)
    return {
      problem: `That range goes beyond the prices a pool can hold: prices run from ${priceAtTick(full.tickLower, pair, inverted)} to ${priceAtTick(full.tickUpper, pair, inverted)}.`,
    };
  const [tickLower, tickUpper] = inverted ? [highTick, lowTick] : [lowTick, highTick];
  if (tickLower < full.tickLower || tickUpper > full.tickUpper)
    return {
      problem: `That range goes beyond the prices a pool can hold: prices run from ${priceAtTick(full.tickLower, pair, inverted)} to ${priceAtTick(full.tickUpper, pair, inverted)}.`,
    };
  // Two prices closer than one tick spacing snap to the same tick: the narrowest range is one spacing.
  return {
    range:
      tickLower < tickUpper
        ? { tickLower, tickUpper }
        : { tickLower, tickUpper: tickLower + pair.tickSpacing },
  };
}

/** A new pool's starting price (shown orientation) as the protocol's sqrt price and tick. */
export function startingPrice(
  text: string,
  pair: RangePair,
  inverted: boolean,
): { sqrtPriceX96: bigint; tick: number } | undefined {
  const price = parsePrice(text);
  if (!price || price.numerator === 0n) return undefined;
  // token1 per token0 in raw units: amount1 / amount0.
  const [per0, per1] = inverted ? [price.numerator, price.denominator] : [price.denominator, price.numerator];
  const amount1 = per1 * 10n ** BigInt(pair.token1.decimals);
  const amount0 = per0 * 10n ** BigInt(pair.token0.decimals);
  const sqrtPrice = encodeSqrtRatioX96(amount1.toString(), amount0.toString());
  const sqrtPriceX96 = BigInt(sqrtPrice.toString());
  if (
    sqrtPriceX96 < BigInt(TickMath.MIN_SQRT_RATIO.toString()) ||
    sqrtPriceX96 >= BigInt(TickMath.MAX_SQRT_RATIO.toString())
  )
    return undefined;
  return { sqrtPriceX96, tick: TickMath.getTickAtSqrtRatio(sqrtPrice) };
}

/** A decimal text as an exact fraction; undefined unless it is a plain non-negative number. */
export function parsePrice(text: string): { numerator: bigint; denominator: bigint } | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  const [whole = '', fraction = ''] = trimmed.split('.');
  return { numerator: BigInt(`${whole}${fraction}` || '0'), denominator: 10n ** BigInt(fraction.length) };
}

function tickOf(
  price: { numerator: bigint; denominator: bigint },
  pair: RangePair,
  inverted: boolean,
): number | undefined {
  const [token0, token1] = sdkTokens(pair);
  const [base, quote] = inverted ? [token1, token0] : [token0, token1];
  const sdkPrice = new Price(
    base,
    quote,
    (price.denominator * 10n ** BigInt(base.decimals)).toString(),
    (price.numerator * 10n ** BigInt(quote.decimals)).toString(),
  );
  try {
    return nearestUsableTick(priceToClosestTick(sdkPrice), pair.tickSpacing);
  } catch {
    // The SDK refuses a price whose square root lies outside the protocol's bounds.
    return undefined;
  }
}

function sdkTokens(pair: RangePair): [Token, Token] {
  return [
    new Token(LOCAL_CHAIN_ID, pair.token0.address, pair.token0.decimals),
    new Token(LOCAL_CHAIN_ID, pair.token1.address, pair.token1.decimals),
  ];
}
