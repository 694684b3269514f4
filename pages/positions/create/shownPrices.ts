import type { PoolPrice } from '../../../liquidity/depositAmounts.ts';
import { checkRange, fullRange, type TickRange } from '../../../liquidity/priceRange.ts';
import {
  type PriceScale,
  priceAtTick,
  sqrtPriceAtPrice,
  tickAtPrice,
  tickAtSqrtPrice,
} from '../../../liquidity/tickPrice.ts';

/**
 * Prices as the create page shows them: token1 per token0, or flipped (token0 per token1), over the
 * version-neutral tick math of liquidity/. A flipped price of the pair is the straight price of the
 * pair with its decimals swapped, at the negated tick (ticks are symmetric about 1).
 */
export function shownPrice(tick: number, scale: PriceScale, inverted: boolean): string {
  const price = priceAtTick(tick, scale);
  return (inverted ? price.invert() : price).toSignificant(6);
}

/** What a full range's ends read as. */
export const FULL_RANGE_PRICES = { min: '0', max: '∞' } as const;

/**
 * The range between a typed minimum and maximum (shown orientation), on the pool's spacing, or what is
 * wrong with them in words: min not below max, a price beyond what a pool can hold, not a number.
 * `0` and `∞` are the full range's ends.
 */
export function rangeOfShownPrices(
  min: string,
  max: string,
  scale: PriceScale,
  tickSpacing: number,
  inverted: boolean,
): { range: TickRange } | { problem: string } {
  const full = fullRange(tickSpacing);
  const swapped = { decimals0: scale.decimals1, decimals1: scale.decimals0 };
  // The tick of a shown price; `low` tells which end a full-range mark stands for.
  const tickOf = (text: string, end: 'min' | 'max') => {
    const mark = text.trim();
    if (mark === FULL_RANGE_PRICES.max || (end === 'min' && /^0*\.?0*$/.test(mark) && mark !== ''))
      return (end === 'min') !== inverted ? full.tickLower : full.tickUpper;
    return inverted ? -tickAtPrice(mark, swapped, tickSpacing) : tickAtPrice(mark, scale, tickSpacing);
  };
  try {
    const low = tickOf(min, 'min');
    const high = tickOf(max, 'max');
    const range = inverted ? { tickLower: high, tickUpper: low } : { tickLower: low, tickUpper: high };
    checkRange(range, tickSpacing);
    return { range };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/** A new pool's starting price typed as shown, as the price the pool starts at; undefined when it cannot be. */
export function startingPrice(text: string, scale: PriceScale, inverted: boolean): PoolPrice | undefined {
  if (text.trim() === '') return undefined;
  try {
    const swapped = { decimals0: scale.decimals1, decimals1: scale.decimals0 };
    const sqrtPriceX96 = inverted
      ? 2n ** 192n / sqrtPriceAtPrice(text, swapped)
      : sqrtPriceAtPrice(text, scale);
    return { sqrtPriceX96, tick: tickAtSqrtPrice(sqrtPriceX96) };
  } catch {
    return undefined;
  }
}
