import { useState } from 'react';
import { ErrorState } from '../../components/DataStates.tsx';
import { shortAddress } from '../../components/formatNumbers.ts';
import { PriceChange } from '../../components/PriceChange.tsx';
import { SegmentedControl } from '../../components/SegmentedControl.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { TimeSeriesChart } from '../../components/TimeSeriesChart.tsx';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import { DEFAULT_CHAIN, explorerAddressUrl } from '../../data/chains.ts';
import {
  type PortfolioDuration,
  usePortfolioBalances,
  usePortfolioValueChart,
} from '../../data/hooks/usePortfolio.ts';
import { formatUsd } from '../../money/formatMoney.ts';
import { useDocumentTitle } from '../../renderer/useDocumentTitle.ts';
import { Identicon } from '../../wallet/Identicon.tsx';
import { CHART_DURATIONS } from '../token/TokenChartPanel.tsx';

const COPIED_FOR_MS = 1500;

/**
 * Whose portfolio (short address, copy, explorer), what it is worth now, how that moved today, and a
 * chart of the value of today's holdings over a chosen duration.
 */
export function PortfolioHeader({ owner, isWallet }: { owner: string; isWallet: boolean }) {
  const displayCurrency = useDisplayCurrency();
  const { portfolio, error, retry } = usePortfolioBalances(owner);
  const [duration, setDuration] = useState<PortfolioDuration>('DAY');
  // The chart's histories are the heaviest answer: asked for once the total is on screen.
  const chart = usePortfolioValueChart(portfolio === undefined ? undefined : owner, duration);
  useDocumentTitle(`${isWallet ? 'Your portfolio' : `Portfolio of ${shortAddress(owner)}`}`);
  const total = portfolio?.tokensTotalDenominatedValue?.value;
  const change = portfolio?.tokensTotalDenominatedValueChange;
  const explorer = explorerAddressUrl(DEFAULT_CHAIN, owner);
  return (
    <header className="portfolio-header">
      <div className="portfolio-owner">
        <Identicon address={owner} size={32} />
        <h1 title={owner}>{isWallet ? `Your portfolio · ${shortAddress(owner)}` : shortAddress(owner)}</h1>
        <CopyAddress address={owner} />
        {explorer ? (
          <a className="small" href={explorer} target="_blank" rel="noreferrer noopener">
            Explorer ↗
          </a>
        ) : null}
      </div>
      {error && !portfolio ? (
        <ErrorState what="this portfolio" onRetry={retry} />
      ) : (
        <div className="portfolio-value">
          <p className="portfolio-total" data-testid="portfolio-total">
            {portfolio === undefined ? (
              <Skeleton width={200} height={40} />
            ) : (
              formatUsd(total ?? 0, displayCurrency)
            )}
          </p>
          <p className="portfolio-change" data-testid="portfolio-change">
            {portfolio === undefined ? (
              <Skeleton width={160} />
            ) : (
              <>
                <SignedUsd value={change?.absolute?.value ?? 0} />{' '}
                <PriceChange value={change?.percentage?.value ?? 0} /> <span className="muted">today</span>
              </>
            )}
          </p>
        </div>
      )}
      <section className="chart-panel portfolio-chart" aria-label="Portfolio value chart">
        {chart.error && !chart.data ? (
          <ErrorState what="the value chart" onRetry={chart.retry} />
        ) : chart.data && chart.data.length === 0 ? (
          <p className="portfolio-chart-empty muted">
            No value to chart: this address holds no priced tokens.
          </p>
        ) : (
          <TimeSeriesChart
            series={chart.data ? { kind: 'line', points: chart.data } : undefined}
            label="Portfolio value chart"
          />
        )}
        <div className="chart-controls">
          <SegmentedControl
            label="Chart period"
            options={CHART_DURATIONS}
            value={duration}
            onChange={setDuration}
          />
        </div>
      </section>
    </header>
  );
}

/** A USD change with its sign and colour (green up, red down). */
function SignedUsd({ value }: { value: number }) {
  const displayCurrency = useDisplayCurrency();
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return (
    <span className={value > 0 ? 'change up' : value < 0 ? 'change down' : 'change'}>
      {sign}
      {formatUsd(Math.abs(value), displayCurrency)}
    </span>
  );
}

function CopyAddress({ address }: { address: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'refused'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setState('copied');
    } catch {
      setState('refused');
    }
    setTimeout(() => setState('idle'), COPIED_FOR_MS);
  };
  return (
    <button type="button" className="link-button small" onClick={copy} aria-label={`Copy address ${address}`}>
      {state === 'copied' ? 'Copied' : state === 'refused' ? 'Copy refused' : 'Copy'}
    </button>
  );
}
