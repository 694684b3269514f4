import { lazy, Suspense, useState } from 'react';
import { ErrorState } from '../../components/DataStates.tsx';
import { SegmentedControl } from '../../components/SegmentedControl.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { CHART_HEIGHT, TimeSeriesChart } from '../../components/TimeSeriesChart.tsx';
import type { Chain } from '../../data/chains.ts';
import type { PoolRow } from '../../data/hooks/poolRow.ts';
import { type PoolChartKind, usePoolChart } from '../../data/hooks/usePoolChart.ts';
import type { ChartDuration } from '../../data/hooks/useTokenChart.ts';
import { CHART_DURATIONS } from '../token/TokenChartPanel.tsx';

/** The liquidity chart loads when its tab is first chosen: the panel opens on the price. */
const PoolLiquidity = lazy(() =>
  import('./PoolLiquidity.tsx').then((module) => ({ default: module.PoolLiquidity })),
);

/** Price, volume or (V3/V4) liquidity by tick. */
export function PoolChartPanel({
  pool,
  chain,
  address,
}: {
  pool: PoolRow | undefined;
  chain: Chain | undefined;
  address: string | undefined;
}) {
  const [kind, setKind] = useState<PoolChartKind>('price');
  const [duration, setDuration] = useState<ChartDuration>('DAY');
  const { data, error, retry } = usePoolChart(chain, pool?.version, address, kind, duration);
  const kinds: { value: PoolChartKind; label: string }[] = [
    { value: 'price', label: 'Price' },
    { value: 'volume', label: 'Volume' },
    ...(pool?.version === 'V2' ? [] : [{ value: 'liquidity' as const, label: 'Liquidity' }]),
  ];
  const p0 = pool?.token0?.market?.price?.value;
  const p1 = pool?.token1?.market?.price?.value;
  return (
    <section className="chart-panel" aria-label="Chart">
      {error && !data ? (
        <ErrorState what="the chart" onRetry={retry} />
      ) : data?.kind === 'ticks' ? (
        <Suspense fallback={<Skeleton width="100%" height={CHART_HEIGHT} />}>
          <PoolLiquidity ticks={data.ticks} currentPrice={p0 && p1 ? p0 / p1 : undefined} />
        </Suspense>
      ) : (
        <TimeSeriesChart series={data?.series} label={`${kind} chart`} />
      )}
      <div className="chart-controls">
        <SegmentedControl label="Chart" options={kinds} value={kind} onChange={setKind} />
        {kind === 'liquidity' ? null : (
          <SegmentedControl
            label="Chart period"
            options={CHART_DURATIONS}
            value={duration}
            onChange={setDuration}
          />
        )}
      </div>
    </section>
  );
}
