import { useState } from 'react';
import { formatFeeTier } from '../data/feeTier.ts';
import type { PoolRow } from '../data/hooks/poolRow.ts';
import { formatPercentMagnitude, formatUsd } from './formatNumbers.ts';
import { PoolLogos, pairName } from './PoolPair.tsx';
import { poolPagePath } from './pagePaths.ts';
import { Skeleton } from './Skeleton.tsx';
import { SortHeader, type SortState, sortRows } from './SortHeader.tsx';
import { onRowClick } from './TokensTable.tsx';
import './DataTable.css';

type SortKey = 'tvl' | 'apr' | 'volume24h' | 'volume30d';
const sortValue: Record<SortKey, (p: PoolRow) => number | undefined> = {
  tvl: (p) => p.tvl,
  apr: (p) => p.apr,
  volume24h: (p) => p.volume24h,
  volume30d: (p) => p.volume30d,
};

/** The pools table: pair with version and fee badges, TVL, APR, 1d and 30d volume; sortable. */
export function PoolsTable({
  pools,
  chain,
}: {
  pools: readonly PoolRow[] | undefined;
  chain: PoolRow['chain'];
}) {
  const [sort, setSort] = useState<SortState<SortKey> | undefined>(undefined);
  const rows = pools && sort ? sortRows(pools, sortValue[sort.key], sort.direction) : pools;
  const header = (key: SortKey, label: string) => (
    <SortHeader sortKey={key} label={label} sort={sort} onSort={setSort} />
  );
  return (
    <table className="data-table pools-table">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col" className="col-name">
            Pool
          </th>
          <th scope="col" className="col-w-value">
            {header('tvl', 'TVL')}
          </th>
          <th scope="col" className="col-w-change col-secondary">
            {header('apr', 'APR')}
          </th>
          <th scope="col" className="col-w-value col-secondary">
            {header('volume24h', '1D vol')}
          </th>
          <th scope="col" className="col-w-value col-wide">
            {header('volume30d', '30D vol')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows
          ? rows.map((pool, index) => (
              <PoolTableRow key={pool.id} pool={pool} rank={index + 1} chain={chain} />
            ))
          : Array.from({ length: 10 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <tr key={i}>
                <td>
                  <Skeleton width={16} />
                </td>
                <td className="col-name">
                  <Skeleton width="70%" />
                </td>
                <td>
                  <Skeleton width={64} />
                </td>
                <td className="col-secondary">
                  <Skeleton width={48} />
                </td>
                <td className="col-secondary">
                  <Skeleton width={56} />
                </td>
                <td className="col-wide">
                  <Skeleton width={56} />
                </td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}

function PoolTableRow({ pool, rank, chain }: { pool: PoolRow; rank: number; chain: PoolRow['chain'] }) {
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
      <td>{formatUsd(pool.tvl)}</td>
      <td className="col-secondary">{pool.apr === undefined ? '–' : formatPercentMagnitude(pool.apr)}</td>
      <td className="col-secondary">{formatUsd(pool.volume24h)}</td>
      <td className="col-wide">{formatUsd(pool.volume30d)}</td>
    </tr>
  );
}
