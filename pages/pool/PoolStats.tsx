import { formatAmount, formatPercentMagnitude } from '../../components/formatNumbers.ts';
import { PriceChange } from '../../components/PriceChange.tsx';
import { type Stat, StatsPanel } from '../../components/StatsPanel.tsx';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import type { PoolRow } from '../../data/hooks/poolRow.ts';
import { tokenSymbol } from '../../data/tokenLabels.ts';
import { formatUsd } from '../../money/formatMoney.ts';

/** TVL with its 24h change, volumes, fees APR, transactions and the two token supplies. */
export function PoolStats({ pool }: { pool: PoolRow | undefined }) {
  const displayCurrency = useDisplayCurrency();
  // The same seven rows while loading (skeletons) as when ready: nothing shifts when data arrives.
  const stats: Stat[] = [
    [
      'TVL',
      pool && (
        <>
          {formatUsd(pool.tvl, displayCurrency)} <PriceChange value={pool.tvlChange24h} />
        </>
      ),
    ],
    ['24H volume', pool && formatUsd(pool.volume24h, displayCurrency)],
    ['30D volume', pool && formatUsd(pool.volume30d, displayCurrency)],
    ['Fees APR', pool && (pool.apr === undefined ? '–' : formatPercentMagnitude(pool.apr))],
    [`${pool ? tokenSymbol(pool.token0) : 'Token 0'} locked`, pool && formatAmount(pool.token0Supply)],
    [`${pool ? tokenSymbol(pool.token1) : 'Token 1'} locked`, pool && formatAmount(pool.token1Supply)],
    ['Transactions', pool && (pool.txCount === undefined ? '–' : formatAmount(pool.txCount))],
  ];
  return <StatsPanel id="pool-stats" title="Stats" stats={stats} testId="pool-stats" />;
}
