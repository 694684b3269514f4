import { formatAmount } from '../../components/formatNumbers.ts';
import { LiquidityChart } from '../../components/LiquidityChart.tsx';
import { CHART_HEIGHT } from '../../components/TimeSeriesChart.tsx';
import type { PoolTick } from '../../data/hooks/usePoolChart.ts';
import { poolTicksLiquidity } from '../../data/poolTicksLiquidity.ts';

/**
 * Liquidity by price from the Data API's ticks: the hosted Data API has them for a pool on any chain,
 * where the app reads only its own chain.
 */
export function PoolLiquidity({
  ticks,
  currentPrice,
}: {
  ticks: readonly PoolTick[];
  currentPrice: number | undefined;
}) {
  const { steps, currentTick, priceAt } = poolTicksLiquidity(ticks, currentPrice);
  if (ticks.length === 0)
    return (
      <p className="chart-empty muted" style={{ position: 'static', height: CHART_HEIGHT }}>
        No liquidity data for this pool.
      </p>
    );
  return (
    <LiquidityChart
      steps={steps}
      currentTick={currentTick}
      priceAt={(tick) => formatAmount(priceAt(tick))}
      height={300}
    />
  );
}
