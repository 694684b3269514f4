import type { PositionRow } from '../data/positionRow.ts';
import { MAX_TICK, MIN_TICK } from '../protocol/feeTiers.ts';

export const FULL_RANGE_TEXT = 'Full range';

type RangeFields = Pick<PositionRow, 'tickLower' | 'tickUpper' | 'tickSpacing' | 'currentTick'> & {
  token0: Pick<PositionRow['token0'], 'symbol' | 'decimals'>;
  token1: Pick<PositionRow['token1'], 'symbol' | 'decimals'>;
};

const significant = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 5 });
const scientific = new Intl.NumberFormat('en-US', { notation: 'scientific', maximumSignificantDigits: 3 });

/**
 * A position's range as a reader says it: `1,800.2 to 2,400.7 USDC per WETH`, quoted the way round that
 * puts today's price above 1, or `Full range`. A tick's price is 1.0001^tick by definition; the card
 * shows five significant digits, far inside a double's precision, so the SDK's exact Q64.96 TickMath
 * (31 KB more worker) would change no digit drawn.
 */
export function positionRangeText(position: RangeFields): string {
  const { tickLower, tickUpper, tickSpacing, currentTick, token0, token1 } = position;
  if (tickLower === null || tickUpper === null) return FULL_RANGE_TEXT;
  const spacing = tickSpacing ?? 1;
  if (tickLower - spacing < MIN_TICK && tickUpper + spacing > MAX_TICK) return FULL_RANGE_TEXT;
  const price = (tick: number) => 1.0001 ** tick * 10 ** (token0.decimals - token1.decimals);
  const [low, high] = [price(tickLower), price(tickUpper)];
  return price(currentTick) >= 1
    ? `${formatPrice(low)} to ${formatPrice(high)} ${token1.symbol} per ${token0.symbol}`
    : `${formatPrice(1 / high)} to ${formatPrice(1 / low)} ${token0.symbol} per ${token1.symbol}`;
}

function formatPrice(price: number): string {
  if (!Number.isFinite(price)) return 'infinity';
  return price !== 0 && (price >= 1e12 || price < 1e-9)
    ? scientific.format(price)
    : significant.format(price);
}
