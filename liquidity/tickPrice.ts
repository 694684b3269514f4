import { Price, Token } from '@uniswap/sdk-core';
import {
  encodeSqrtRatioX96,
  nearestUsableTick,
  priceToClosestTick,
  TickMath,
  tickToPrice,
} from '@uniswap/v3-sdk';
import { zeroAddress } from 'viem';
import { parseTokenAmount } from '../components/tokenAmounts.ts';
import { LOCAL_CHAIN_ID } from '../protocol/protocolAddresses.ts';
import { LiquidityError } from './liquidityError.ts';

/** The decimals of a pool's two currencies, in the pool's order: all a price needs to read in whole tokens. */
export interface PriceScale {
  decimals0: number;
  decimals1: number;
}

/**
 * The price at a tick (V3 and V4 alike): how many whole token1 one whole token0 is worth, as the SDK's
 * `Price` (`toSignificant`, `invert` for the other way round).
 */
export function priceAtTick(tick: number, scale: PriceScale): Price<Token, Token> {
  const [token0, token1] = scaleTokens(scale);
  return tickToPrice(token0, token1, tick);
}

/**
 * The usable tick nearest a typed price (token1 per token0, in whole tokens), for a range's minimum or
 * maximum. The price is read as an exact decimal, never a float.
 */
export function tickAtPrice(price: string, scale: PriceScale, tickSpacing: number): number {
  const tick = priceToClosestTick(typedPrice(price, scale));
  return nearestUsableTick(Math.min(Math.max(tick, TickMath.MIN_TICK), TickMath.MAX_TICK), tickSpacing);
}

/** A new pool's starting price from a typed price (token1 per token0, in whole tokens): √P · 2^96. */
export function sqrtPriceAtPrice(price: string, scale: PriceScale): bigint {
  const parsed = typedPrice(price, scale);
  return BigInt(encodeSqrtRatioX96(parsed.numerator, parsed.denominator).toString());
}

/**
 * The tick a price falls in (the greatest whose price is not above it), as a pool stores it beside its
 * √price: found by bisection over the SDK's exact tick prices, so no float and no JSBI reach the caller.
 */
export function tickAtSqrtPrice(sqrtPriceX96: bigint): number {
  let low = TickMath.MIN_TICK;
  let high = TickMath.MAX_TICK;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (BigInt(TickMath.getSqrtRatioAtTick(middle).toString()) <= sqrtPriceX96) low = middle;
    else high = middle - 1;
  }
  return low;
}

function typedPrice(text: string, { decimals0, decimals1 }: PriceScale): Price<Token, Token> {
  const fractionDigits = text.trim().split('.')[1]?.length ?? 0;
  const scaled = parseTokenAmount(text, fractionDigits);
  if (scaled === undefined || scaled === 0n)
    throw new LiquidityError('invalid-range', `“${text}” is not a price: enter a number above zero.`);
  const [token0, token1] = scaleTokens({ decimals0, decimals1 });
  const price = new Price(
    token0,
    token1,
    (10n ** BigInt(fractionDigits) * 10n ** BigInt(decimals0)).toString(),
    (scaled * 10n ** BigInt(decimals1)).toString(),
  );
  const sqrt = BigInt(encodeSqrtRatioX96(price.numerator, price.denominator).toString());
  if (sqrt < BigInt(TickMath.MIN_SQRT_RATIO.toString()) || sqrt >= BigInt(TickMath.MAX_SQRT_RATIO.toString()))
    throw new LiquidityError(
      'range-out-of-bounds',
      `${text} is beyond the prices a pool can hold: choose one closer to the current price.`,
    );
  return price;
}

/**
 * A price's math needs only the two decimals; the SDK wants tokens, so two stand-ins in the pool's
 * order carry them.
 */
function scaleTokens({ decimals0, decimals1 }: PriceScale): [Token, Token] {
  return [
    new Token(LOCAL_CHAIN_ID, zeroAddress, decimals0),
    new Token(LOCAL_CHAIN_ID, '0x0000000000000000000000000000000000000001', decimals1),
  ];
}
