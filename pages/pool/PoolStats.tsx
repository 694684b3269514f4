import { formatAmount, formatPercentMagnitude, formatUsd } from '../../components/formatNumbers.ts';
import { PriceChange } from '../../components/PriceChange.tsx';
import { type Stat, StatsPanel } from '../../components/StatsPanel.tsx';
import type { PoolRow } from '../../data/hooks/poolRow.ts';
import { tokenSymbol } from '../../data/tokenLabels.ts';

/** TVL with its 24h change, volumes, fees APR, transactions and the two token supplies. */
export function PoolStats({ pool }: { pool: PoolRow | undefined }) {
  // The same seven rows while loading (skeletons) as when ready: nothing shifts when data arrives.
  const stats: Stat[] = [
    [
      'TVL',
      pool && (
        <>
          {formatUsd(pool.tvl)} <PriceChange value={pool.tvlChange24h} />
        </>
      ),
    ],
    ['24H volume', pool && formatUsd(pool.volume24h)],
    ['30D volume', pool && formatUsd(pool.volume30d)],
    ['Fees APR', pool && (pool.apr === undefined ? '–' : formatPercentMagnitude(pool.apr))],
    [`${pool ? tokenSymbol(pool.token0) : 'Token 0'} locked`, pool && formatAmount(pool.token0Supply)],
    [`${pool ? tokenSymbol(pool.token1) : 'Token 1'} locked`, pool && formatAmount(pool.token1Supply)],
    ['Transactions', pool && (pool.txCount === undefined ? '–' : formatAmount(pool.txCount))],
  ];
  return <StatsPanel id="pool-stats" title="Stats" stats={stats} testId="pool-stats" />;
}
