import { memo } from 'react';
import { useDisplayCurrency } from '../currency/useDisplayCurrency.ts';
import { chainInfoOf } from '../data/chains.ts';
import type { TopToken } from '../data/hooks/useTopTokens.ts';
import { tokenName, tokenSymbol } from '../data/tokenLabels.ts';
import { formatPrice, formatUsd } from '../money/formatMoney.ts';
import { tokenPagePath } from '../preview/pagePaths.ts';
import { type DataColumn, DataTable, NameCellSkeleton, onRowClick } from './DataTable.tsx';
import { FavoriteStar } from './FavoriteStar.tsx';
import { PriceChange } from './PriceChange.tsx';
import { Skeleton } from './Skeleton.tsx';
import { Sparkline } from './Sparkline.tsx';
import { TokenLogo as Logo } from './TokenLogo.tsx';

type SortKey = 'price' | 'change1h' | 'change1d' | 'fdv' | 'volume';

const sortValue: Record<SortKey, (t: TopToken) => number | undefined> = {
  price: (t) => t.market?.price?.value,
  change1h: (t) => t.market?.pricePercentChange1h?.value,
  change1d: (t) => t.market?.pricePercentChange1d?.value,
  fdv: (t) => fdvOf(t),
  volume: (t) => t.market?.volume?.value,
};

const columns = (volumeLabel: string): DataColumn<SortKey>[] => [
  { id: 'rank', label: '#', skeleton: <Skeleton width={16} /> },
  { id: 'name', label: 'Token name', className: 'col-name', skeleton: <NameCellSkeleton /> },
  { id: 'price', label: 'Price', width: 'col-w-price', sortBy: 'price', skeleton: <Skeleton width={64} /> },
  {
    id: 'change1h',
    label: '1H',
    width: 'col-w-change',
    className: 'col-secondary',
    sortBy: 'change1h',
    skeleton: <Skeleton width={48} />,
  },
  {
    id: 'change1d',
    label: '1D',
    width: 'col-w-change',
    sortBy: 'change1d',
    skeleton: <Skeleton width={48} />,
  },
  {
    id: 'fdv',
    label: 'FDV',
    width: 'col-w-value',
    className: 'col-secondary',
    sortBy: 'fdv',
    skeleton: <Skeleton width={56} />,
  },
  {
    id: 'volume',
    label: volumeLabel,
    width: 'col-w-value',
    className: 'col-secondary',
    sortBy: 'volume',
    skeleton: <Skeleton width={56} />,
  },
  {
    id: 'sparkline',
    label: <span className="visually-hidden">Price over the last day</span>,
    width: 'col-w-spark',
    className: 'col-wide',
    skeleton: <Skeleton width={120} height={24} />,
  },
];

/** The explore tokens table: rank, token, price, 1h/1d change, FDV, volume, sparkline; sortable. */
export function TokensTable({
  tokens,
  volumeLabel,
}: {
  tokens: readonly TopToken[] | undefined;
  volumeLabel: string;
}) {
  return (
    <DataTable
      className="tokens-table"
      columns={columns(volumeLabel)}
      rows={tokens}
      rowKey={(token) => token.id}
      renderRow={(token, rank) => <TokenRow token={token} rank={rank} />}
      sortValues={sortValue}
    />
  );
}

/** Memoised: a poll hands unchanged rows their old objects (useStableAnswer), so only changed rows render. */
const TokenRow = memo(function TokenRow({ token, rank }: { token: TopToken; rank: number }) {
  const displayCurrency = useDisplayCurrency();
  const href = tokenPagePath(token.chain, token.address);
  const chain = chainInfoOf(token.chain);
  const name = tokenName(token);
  return (
    <tr className="clickable" onClick={(event) => onRowClick(event, href)}>
      <td>
        <span className="cell-rank">
          <FavoriteStar
            token={{ chain: token.chain, address: token.address ?? null }}
            symbol={tokenSymbol(token)}
          />
          {rank}
        </span>
      </td>
      <td className="col-name">
        <div className="cell-token">
          <TokenLogo token={token} chainLabel={chain?.chain === 'ETHEREUM' ? undefined : chain?.label} />
          <a href={href}>
            <span className="name">{name}</span>
            <span className="symbol">{tokenSymbol(token)}</span>
          </a>
        </div>
      </td>
      <td>{formatPrice(token.market?.price?.value, displayCurrency)}</td>
      <td className="col-secondary">
        <PriceChange value={token.market?.pricePercentChange1h?.value} />
      </td>
      <td>
        <PriceChange value={token.market?.pricePercentChange1d?.value} />
      </td>
      <td className="col-secondary">{formatUsd(fdvOf(token), displayCurrency)}</td>
      <td className="col-secondary">{formatUsd(token.market?.volume?.value, displayCurrency)}</td>
      <td className="col-wide">
        <Sparkline points={(token.market?.sparkline ?? []).filter((p) => p !== null)} />
      </td>
    </tr>
  );
});

function TokenLogo({ token, chainLabel }: { token: TopToken; chainLabel: string | undefined }) {
  return <Logo src={token.project?.logoUrl} symbol={tokenSymbol(token)} chainLabel={chainLabel} />;
}

function fdvOf(token: TopToken): number | undefined {
  return (
    token.project?.markets?.[0]?.fullyDilutedValuation?.value ?? token.market?.fullyDilutedValuation?.value
  );
}
