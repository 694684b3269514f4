import { memo } from 'react';
import { type DataColumn, DataTable, NameCellSkeleton, onRowClick } from '../../components/DataTable.tsx';
import { formatAmount, formatEth } from '../../components/formatNumbers.ts';
import { PriceChange } from '../../components/PriceChange.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import type { NftCollectionRowData } from '../../data/hooks/useNftCollections.ts';
import { nftCollectionPath } from '../../preview/pagePaths.ts';
import { collectionMarket } from './collectionMarket.ts';
import '../../components/NftGrid.css';

const columns: DataColumn<never>[] = [
  { id: 'rank', label: '#', skeleton: <Skeleton width={16} /> },
  { id: 'collection', label: 'Collection', className: 'col-name', skeleton: <NameCellSkeleton /> },
  { id: 'floor', label: 'Floor', width: 'col-w-price', skeleton: <Skeleton width={64} /> },
  { id: 'floorChange', label: 'Floor 1D', width: 'col-w-nft-change', skeleton: <Skeleton width={48} /> },
  {
    id: 'volume',
    label: 'Volume',
    width: 'col-w-value',
    className: 'col-secondary',
    skeleton: <Skeleton width={56} />,
  },
  {
    id: 'volumeChange',
    label: 'Volume 1D',
    width: 'col-w-nft-change',
    className: 'col-secondary',
    skeleton: <Skeleton width={48} />,
  },
  {
    id: 'owners',
    label: 'Owners',
    width: 'col-w-value',
    className: 'col-wide',
    skeleton: <Skeleton width={48} />,
  },
];

/** The top collections: rank, collection, floor and its daily change, daily volume, owners. */
export function CollectionsTable({
  collections,
}: {
  collections: readonly NftCollectionRowData[] | undefined;
}) {
  return (
    <DataTable
      className="collections-table"
      columns={columns}
      rows={collections}
      rowKey={(collection) => collection.id}
      renderRow={(collection, rank) => <CollectionRow collection={collection} rank={rank} />}
    />
  );
}

/** Memoised: a poll hands unchanged rows their old objects (useStableAnswer), so only changed rows render. */
const CollectionRow = memo(function CollectionRow({
  collection,
  rank,
}: {
  collection: NftCollectionRowData;
  rank: number;
}) {
  const href = nftCollectionPath(collection.collectionId);
  const market = collectionMarket(collection);
  return (
    <tr className="clickable" onClick={(event) => onRowClick(event, href)}>
      <td>{rank}</td>
      <td className="col-name">
        <div className="cell-token">
          <CollectionLogo url={collection.image?.url} />
          <a href={href}>
            <span className="name">{collection.name ?? 'Unnamed collection'}</span>
          </a>
          {collection.isVerified ? <VerifiedBadge /> : null}
        </div>
      </td>
      <td>{formatEth(market?.floorPrice?.value)}</td>
      <td>
        <PriceChange value={market?.floorPricePercentChange?.value} />
      </td>
      <td className="col-secondary">{formatEth(market?.volume?.value)}</td>
      <td className="col-secondary">
        <PriceChange value={market?.volumePercentChange?.value} />
      </td>
      <td className="col-wide">{formatAmount(market?.owners)}</td>
    </tr>
  );
});

/**
 * `firstView` is for a logo at the top of its page: loaded at once and first, as it is the page's
 * largest image (lazy loading would hold it back until layout).
 */
export function CollectionLogo({
  url,
  size = 28,
  firstView = false,
}: {
  url: string | null | undefined;
  size?: number;
  firstView?: boolean;
}) {
  return url ? (
    <img
      className="collection-logo"
      src={url}
      alt=""
      width={size}
      height={size}
      loading={firstView ? 'eager' : 'lazy'}
      fetchPriority={firstView ? 'high' : 'auto'}
    />
  ) : (
    <span className="collection-logo" style={{ width: size, height: size }} aria-hidden="true" />
  );
}
