import { useState } from 'react';
import { navigate } from 'vike/client/router';
import { chainInfoOf } from '../data/chains.ts';
import type { TopToken } from '../data/hooks/useTopTokens.ts';
import { formatPrice, formatUsd } from './formatNumbers.ts';
import { PriceChange } from './PriceChange.tsx';
import { tokenPagePath } from './pagePaths.ts';
import { Skeleton } from './Skeleton.tsx';
import { SortHeader, type SortState, sortRows } from './SortHeader.tsx';
import { Sparkline } from './Sparkline.tsx';
import { TokenLogo as Logo } from './TokenLogo.tsx';
import './DataTable.css';
import { tokenName, tokenSymbol } from '../data/tokenLabels.ts';

type SortKey = 'price' | 'change1h' | 'change1d' | 'fdv' | 'volume';

const sortValue: Record<SortKey, (t: TopToken) => number | undefined> = {
  price: (t) => t.market?.price?.value,
  change1h: (t) => t.market?.pricePercentChange1h?.value,
  change1d: (t) => t.market?.pricePercentChange1d?.value,
  fdv: (t) => fdvOf(t),
  volume: (t) => t.market?.volume?.value,
};

const SKELETON_ROWS = 10;

/** The explore tokens table: rank, token, price, 1h/1d change, FDV, volume, sparkline; sortable. */
export function TokensTable({
  tokens,
  volumeLabel,
}: {
  tokens: readonly TopToken[] | undefined;
  volumeLabel: string;
}) {
  const [sort, setSort] = useState<SortState<SortKey> | undefined>(undefined);
  const rows = tokens && sort ? sortRows(tokens, sortValue[sort.key], sort.direction) : tokens;
  const header = (key: SortKey, label: string) => (
    <SortHeader sortKey={key} label={label} sort={sort} onSort={setSort} />
  );
  return (
    <table className="data-table tokens-table">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col" className="col-name">
            Token name
          </th>
          <th scope="col" className="col-w-price" aria-sort={ariaSort(sort, 'price')}>
            {header('price', 'Price')}
          </th>
          <th scope="col" className="col-w-change col-secondary" aria-sort={ariaSort(sort, 'change1h')}>
            {header('change1h', '1H')}
          </th>
          <th scope="col" className="col-w-change" aria-sort={ariaSort(sort, 'change1d')}>
            {header('change1d', '1D')}
          </th>
          <th scope="col" className="col-w-value col-secondary" aria-sort={ariaSort(sort, 'fdv')}>
            {header('fdv', 'FDV')}
          </th>
          <th scope="col" className="col-w-value col-secondary" aria-sort={ariaSort(sort, 'volume')}>
            {header('volume', volumeLabel)}
          </th>
          <th scope="col" className="col-w-spark col-wide">
            <span className="visually-hidden">Price over the last day</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows ? (
          rows.map((token, index) => <TokenRow key={token.id} token={token} rank={index + 1} />)
        ) : (
          <SkeletonRows />
        )}
      </tbody>
    </table>
  );
}

function TokenRow({ token, rank }: { token: TopToken; rank: number }) {
  const href = tokenPagePath(token.chain, token.address);
  const chain = chainInfoOf(token.chain);
  const name = tokenName(token);
  return (
    <tr className="clickable" onClick={(event) => onRowClick(event, href)}>
      <td>{rank}</td>
      <td className="col-name">
        <div className="cell-token">
          <TokenLogo token={token} chainLabel={chain?.chain === 'ETHEREUM' ? undefined : chain?.label} />
          <a href={href}>
            <span className="name">{name}</span>
            <span className="symbol">{tokenSymbol(token)}</span>
          </a>
        </div>
      </td>
      <td>{formatPrice(token.market?.price?.value)}</td>
      <td className="col-secondary">
        <PriceChange value={token.market?.pricePercentChange1h?.value} />
      </td>
      <td>
        <PriceChange value={token.market?.pricePercentChange1d?.value} />
      </td>
      <td className="col-secondary">{formatUsd(fdvOf(token))}</td>
      <td className="col-secondary">{formatUsd(token.market?.volume?.value)}</td>
      <td className="col-wide">
        <Sparkline points={(token.market?.sparkline ?? []).filter((p) => p !== null)} />
      </td>
    </tr>
  );
}

function TokenLogo({ token, chainLabel }: { token: TopToken; chainLabel: string | undefined }) {
  return <Logo src={token.project?.logoUrl} symbol={tokenSymbol(token)} chainLabel={chainLabel} />;
}

function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <tr key={i}>
      <td>
        <Skeleton width={16} />
      </td>
      <td className="col-name">
        <div className="cell-token">
          <Skeleton width={28} height={28} />
          <Skeleton width="60%" />
        </div>
      </td>
      <td>
        <Skeleton width={64} />
      </td>
      <td className="col-secondary">
        <Skeleton width={48} />
      </td>
      <td>
        <Skeleton width={48} />
      </td>
      <td className="col-secondary">
        <Skeleton width={56} />
      </td>
      <td className="col-secondary">
        <Skeleton width={56} />
      </td>
      <td className="col-wide">
        <Skeleton width={120} height={24} />
      </td>
    </tr>
  ));
}

function fdvOf(token: TopToken): number | undefined {
  return (
    token.project?.markets?.[0]?.fullyDilutedValuation?.value ?? token.market?.fullyDilutedValuation?.value
  );
}

function ariaSort<K extends string>(sort: SortState<K> | undefined, key: K) {
  if (sort?.key !== key) return undefined;
  return sort.direction === 'desc' ? 'descending' : 'ascending';
}

/** A click anywhere on a row opens it; clicks on the row's own link keep their browser behaviour. */
export function onRowClick(event: React.MouseEvent, href: string) {
  if ((event.target as HTMLElement).closest('a, button')) return;
  void navigate(href);
}
