import { memo } from 'react';
import { useDisplayCurrency } from '../currency/useDisplayCurrency.ts';
import { formatFeeTier } from '../data/feeTier.ts';
import type { PoolRow } from '../data/hooks/poolRow.ts';
import { pairName } from '../data/tokenLabels.ts';
import { formatUsd } from '../money/formatMoney.ts';
import { poolPagePath } from '../preview/pagePaths.ts';
import { type DataColumn, DataTable, onRowClick } from './DataTable.tsx';
import { formatPercentMagnitude } from './formatNumbers.ts';
import { PoolLogos } from './PoolPair.tsx';
import { Skeleton } from './Skeleton.tsx';

type SortKey = 'tvl' | 'apr' | 'volume24h' | 'volume30d';
const sortValue: Record<SortKey, (p: PoolRow) => number | undefined> = {
  tvl: (p) => p.tvl,
  apr: (p) => p.apr,
  volume24h: (p) => p.volume24h,
  volume30d: (p) => p.volume30d,
};

const columns: DataColumn<SortKey>[] = [
  { id: 'rank', label: '#', skeleton: <Skeleton width={16} /> },
  { id: 'pool', label: 'Pool', className: 'col-name', skeleton: <Skeleton width="70%" /> },
  { id: 'tvl', label: 'TVL', width: 'col-w-value', sortBy: 'tvl', skeleton: <Skeleton width={64} /> },
  {
    id: 'apr',
    label: 'APR',
    width: 'col-w-change',
    className: 'col-secondary',
    sortBy: 'apr',
    skeleton: <Skeleton width={48} />,
  },
  {
    id: 'volume24h',
    label: '1D vol',
    width: 'col-w-value',
    className: 'col-secondary',
    sortBy: 'volume24h',
    skeleton: <Skeleton width={56} />,
  },
  {
    id: 'volume30d',
    label: '30D vol',
    width: 'col-w-value',
    className: 'col-wide',
    sortBy: 'volume30d',
    skeleton: <Skeleton width={56} />,
  },
];

/** The pools table: pair with version and fee badges, TVL, APR, 1d and 30d volume; sortable. */
export function PoolsTable({
  pools,
  chain,
}: {
  pools: readonly PoolRow[] | undefined;
  chain: PoolRow['chain'];
}) {
  return (
    <DataTable
      className="pools-table"
      columns={columns}
      rows={pools}
      rowKey={(pool) => pool.id}
      renderRow={(pool, rank) => <PoolTableRow pool={pool} rank={rank} chain={chain} />}
      sortValues={sortValue}
    />
  );
}

/** Memoised: a poll hands unchanged rows their old objects (useStableAnswer), so only changed rows render. */
const PoolTableRow = memo(function PoolTableRow({
  pool,
  rank,
  chain,
}: {
  pool: PoolRow;
  rank: number;
  chain: PoolRow['chain'];
}) {
  const displayCurrency = useDisplayCurrency();
  const href = poolPagePath(pool.chain ?? chain ?? 'ETHEREUM', pool.address);
  return (
    <tr className="clickable" onClick={(event) => onRowClick(event, href)}>
      <td>{rank}</td>
      <td className="col-name">
        <div className="cell-token">
          <PoolLogos token0={pool.token0} token1={pool.token1} />
          <a href={href}>
            <span className="name">{pairName(pool.token0, pool.token1)}</span>
          </a>
          <span className="badge">{pool.version.toLowerCase()}</span>
          <span className="badge col-secondary">
            {pool.isDynamicFee ? 'Dynamic' : formatFeeTier(pool.feeTier)}
          </span>
        </div>
      </td>
      <td>{formatUsd(pool.tvl, displayCurrency)}</td>
      <td className="col-secondary">{pool.apr === undefined ? '–' : formatPercentMagnitude(pool.apr)}</td>
      <td className="col-secondary">{formatUsd(pool.volume24h, displayCurrency)}</td>
      <td className="col-wide">{formatUsd(pool.volume30d, displayCurrency)}</td>
    </tr>
  );
});
