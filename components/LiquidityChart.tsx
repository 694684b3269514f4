import type { PoolTick } from '../data/hooks/usePoolChart.ts';
import { formatAmount } from './formatNumbers.ts';

const WIDTH = 800;
const HEIGHT = 320;
const MAX_BARS = 120;

/**
 * Liquidity by tick as a histogram: the active liquidity between consecutive initialized ticks
 * (running sum of liquidityNet), bars centred on the ticks nearest the current price.
 */
export function LiquidityChart({
  ticks,
  currentPrice,
  range,
}: {
  ticks: readonly PoolTick[];
  currentPrice: number | undefined;
  /** A position's range in the same price (token1 per token0): bars outside it are dimmed. */
  range?: { lower: number; upper: number } | undefined;
}) {
  if (ticks.length === 0) {
    return (
      <p className="chart-empty muted" style={{ position: 'static', height: HEIGHT }}>
        No liquidity data for this pool.
      </p>
    );
  }
  let active = 0;
  const bars = ticks.map((tick) => {
    active += tick.liquidityNet;
    return { tickIdx: tick.tickIdx, price: tick.price0, liquidity: Math.max(0, active) };
  });
  const center = currentPrice === undefined ? Math.floor(bars.length / 2) : nearestIndex(bars, currentPrice);
  const start = Math.max(0, Math.min(center - MAX_BARS / 2, bars.length - MAX_BARS));
  const shown = bars.slice(start, start + MAX_BARS);
  const max = Math.max(...shown.map((b) => b.liquidity)) || 1;
  const barWidth = WIDTH / shown.length;
  return (
    <figure className="time-series-chart" aria-label="Liquidity by price" data-points={shown.length}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
      >
        <title>Liquidity by price</title>
        {shown.map((bar, i) => {
          const h = (bar.liquidity / max) * (HEIGHT - 24);
          const isCurrent = start + i === center;
          const outside = range !== undefined && (bar.price < range.lower || bar.price > range.upper);
          return (
            <rect
              key={bar.tickIdx}
              x={i * barWidth}
              y={HEIGHT - h}
              width={Math.max(1, barWidth - 1)}
              height={h}
              fill={isCurrent ? 'var(--text1)' : 'var(--accent)'}
              opacity={outside ? 0.3 : undefined}
              data-in-range={range === undefined ? undefined : !outside}
            >
              <title>{`Price ${formatAmount(bar.price)}: liquidity ${formatAmount(bar.liquidity)}`}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}

function nearestIndex(bars: readonly { price: number }[], price: number): number {
  let best = 0;
  bars.forEach((bar, i) => {
    if (Math.abs(bar.price - price) < Math.abs((bars[best]?.price ?? 0) - price)) best = i;
  });
  return best;
}
