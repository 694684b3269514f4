import { formatAmount, formatPercentMagnitude, formatUsd } from '../../components/formatNumbers.ts';
import { PriceChange } from '../../components/PriceChange.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import type { PoolRow } from '../../data/hooks/poolRow.ts';

/** TVL with its 24h change, volumes, fees APR, transactions and the two token supplies. */
export function PoolStats({ pool }: { pool: PoolRow | undefined }) {
  const stats: [string, React.ReactNode][] = pool
    ? [
        [
          'TVL',
          <>
            {formatUsd(pool.tvl)} <PriceChange value={pool.tvlChange24h} />
          </>,
        ],
        ['24H volume', formatUsd(pool.volume24h)],
        ['30D volume', formatUsd(pool.volume30d)],
        ['Fees APR', pool.apr === undefined ? '–' : formatPercentMagnitude(pool.apr)],
        [`${pool.token0?.symbol ?? 'Token 0'} locked`, formatAmount(pool.token0Supply)],
        [`${pool.token1?.symbol ?? 'Token 1'} locked`, formatAmount(pool.token1Supply)],
        ['Transactions', pool.txCount === undefined ? '–' : formatAmount(pool.txCount)],
      ]
    : ['TVL', '24H volume', '30D volume', 'Fees APR', 'Token 0 locked', 'Token 1 locked'].map((label) => [
        label,
        <Skeleton key={label} width={80} />,
      ]);
  return (
    <section className="panel" aria-labelledby="pool-stats">
      <h2 id="pool-stats">Stats</h2>
      <dl className="stats-grid" data-testid="pool-stats">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className="muted small">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
