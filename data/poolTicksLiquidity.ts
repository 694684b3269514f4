import { type LiquidityByPrice, liquidityByPrice } from '../protocol/liquidityByPrice.ts';
import { MAX_TICK, MIN_TICK } from '../protocol/tickBounds.ts';
import type { PoolTick } from './hooks/usePoolChart.ts';

/**
 * The Data API's ticks as the chart's liquidity by price. They are every initialized tick of the pool,
 * so the liquidity cumulates from none below the lowest. The current tick is where the market price
 * (token1 per token0) falls, from any tick's price: prices step by 1.0001 a tick.
 */
export function poolTicksLiquidity(
  ticks: readonly PoolTick[],
  currentPrice: number | undefined,
): LiquidityByPrice & { priceAt: (tick: number) => number } {
  const reference = ticks.find((tick) => tick.price0 > 0);
  const priceAt = (tick: number) =>
    reference ? reference.price0 * 1.0001 ** (tick - reference.tickIdx) : Number.NaN;
  const middle = ticks[Math.floor(ticks.length / 2)]?.tickIdx ?? 0;
  const currentTick =
    reference && currentPrice && currentPrice > 0
      ? Math.round(reference.tickIdx + Math.log(currentPrice / reference.price0) / Math.log(1.0001))
      : middle;
  const below = MIN_TICK - 1;
  const { steps } = liquidityByPrice({
    tick: below,
    liquidity: 0n,
    ticks: ticks.map(({ tickIdx, liquidityNet }) => ({ tick: tickIdx, liquidityNet })),
    window: { tickLower: below, tickUpper: MAX_TICK + 1 },
  });
  return { currentTick, steps, priceAt };
}
