import { useState } from 'react';
import { ErrorState } from '../../components/DataStates.tsx';
import { SegmentedControl } from '../../components/SegmentedControl.tsx';
import { TimeSeriesChart } from '../../components/TimeSeriesChart.tsx';
import type { Chain } from '../../data/chains.ts';
import { type ChartDuration, type TokenChartKind, useTokenChart } from '../../data/hooks/useTokenChart.ts';

const KINDS: readonly { value: TokenChartKind; label: string }[] = [
  { value: 'price', label: 'Price' },
  { value: 'volume', label: 'Volume' },
  { value: 'tvl', label: 'TVL' },
];

export const CHART_DURATIONS: readonly { value: ChartDuration; label: string }[] = [
  { value: 'HOUR', label: '1H' },
  { value: 'DAY', label: '1D' },
  { value: 'WEEK', label: '1W' },
  { value: 'MONTH', label: '1M' },
  { value: 'YEAR', label: '1Y' },
];

/** The token page's hero chart: price (candles), volume or TVL over a chosen duration. */
export function TokenChartPanel({
  chain,
  address,
}: {
  chain: Chain | undefined;
  address: string | undefined;
}) {
  const [kind, setKind] = useState<TokenChartKind>('price');
  const [duration, setDuration] = useState<ChartDuration>('DAY');
  const { data, error, retry } = useTokenChart(chain, address, kind, duration);
  return (
    <section className="chart-panel" aria-label="Chart">
      {error && !data ? (
        <ErrorState what="the chart" onRetry={retry} />
      ) : (
        <TimeSeriesChart series={data} label={`${kind} chart`} />
      )}
      <div className="chart-controls">
        <SegmentedControl label="Chart" options={KINDS} value={kind} onChange={setKind} />
        <SegmentedControl
          label="Chart period"
          options={CHART_DURATIONS}
          value={duration}
          onChange={setDuration}
        />
      </div>
    </section>
  );
}
