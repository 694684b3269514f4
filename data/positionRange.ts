import { MAX_TICK, MIN_TICK } from '../protocol/tickBounds.ts';
import type { PositionRow } from './positionRow.ts';
import { quoteSideOf } from './quoteToken.ts';

/** A position's range and the pool's price, as text, in one token per the other. */
export interface PositionRangeText {
  min: string;
  max: string;
  current: string;
  /** `min`, `max` and `current` are prices of one `base` in `quote`. */
  base: string;
  quote: string;
  fullRange: boolean;
}

const significant = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 5 });
const scientific = new Intl.NumberFormat('en-US', { notation: 'scientific', maximumSignificantDigits: 4 });

/**
 * The range quoted the way every screen quotes a pair (`quoteSideOf`), or with `turned` the other way
 * round (the reader's flip). A price is 1.0001^tick scaled by the tokens' decimals: a price shown, not
 * money moved, so a float is fine here (five significant digits, far inside a double; the SDK's exact
 * TickMath would cost the edge worker 31 KB for no digit drawn). A bound within a spacing of the
 * protocol's tick bounds reads `0` or `∞`; V2 is always the full range. Here, below both the pages and
 * the link previews, so the position list, the position page and the position card say a range alike.
 */
export function positionRangeText(row: PositionRow, turned = false): PositionRangeText {
  const { lower, upper, current, lowerOpen, upperOpen } = positionRangePrices(row);
  const flipped = positionPricesInverted(row, turned);
  const [min, max, now] = flipped ? [invert(upper), invert(lower), invert(current)] : [lower, upper, current];
  return {
    min: formatRangePrice(min),
    max: formatRangePrice(max),
    current: formatRangePrice(now),
    base: flipped ? row.token1.symbol : row.token0.symbol,
    quote: flipped ? row.token0.symbol : row.token1.symbol,
    fullRange: lowerOpen && upperOpen,
  };
}

/**
 * Whether `row`'s prices read in token0 per token1: the way round `quoteSideOf` says, or with `turned`
 * the other way. The range text and the position's chart read prices alike through this.
 */
export function positionPricesInverted(row: PositionRow, turned = false): boolean {
  const { current } = positionRangePrices(row);
  return (quoteSideOf(row.chain, row.token0.address, row.token1.address, current) === 'token0') !== turned;
}

/** The range's bounds and the pool's price in token1 per whole token0 (0 and ∞ for open bounds). */
export function positionRangePrices(row: PositionRow) {
  const spacing = row.tickSpacing ?? 1;
  const lowerOpen = row.tickLower === null || row.tickLower - spacing < MIN_TICK;
  const upperOpen = row.tickUpper === null || row.tickUpper + spacing > MAX_TICK;
  const shift = 10 ** (row.token0.decimals - row.token1.decimals);
  const priceAt = (tick: number) => positionPriceAtTick(row, tick);
  const root = Number(BigInt(row.sqrtPriceX96)) / 2 ** 96;
  return {
    lower: lowerOpen ? 0 : priceAt(row.tickLower ?? 0),
    upper: upperOpen ? Number.POSITIVE_INFINITY : priceAt(row.tickUpper ?? 0),
    current: root > 0 ? root * root * shift : priceAt(row.currentTick),
    lowerOpen,
    upperOpen,
  };
}

/** The pool's price at a tick in token1 per whole token0, as the range's prices are read. */
export function positionPriceAtTick(row: PositionRow, tick: number): number {
  return 1.0001 ** tick * 10 ** (row.token0.decimals - row.token1.decimals);
}

function invert(price: number): number {
  if (price === 0) return Number.POSITIVE_INFINITY;
  return Number.isFinite(price) ? 1 / price : 0;
}

/** `∞` past the top, plain digits in the usual span, scientific notation for the extremes. */
export function formatRangePrice(price: number): string {
  if (!Number.isFinite(price)) return '∞';
  if (price === 0) return '0';
  return price >= 1e-6 && price < 1e15 ? significant.format(price) : scientific.format(price);
}
