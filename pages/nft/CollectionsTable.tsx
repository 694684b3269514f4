import { formatAmount, formatEth } from '../../components/formatNumbers.ts';
import { PriceChange } from '../../components/PriceChange.tsx';
import { nftCollectionPath } from '../../components/pagePaths.ts';
import { Skeleton } from '../../components/Skeleton.tsx';
import { onRowClick } from '../../components/TokensTable.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import type { NftCollectionRowData } from '../../data/hooks/useNftCollections.ts';
import { collectionMarket } from './collectionMarket.ts';
import '../../components/DataTable.css';
import '../../components/NftGrid.css';

const SKELETON_ROWS = 10;

/** The top collections: rank, collection, floor and its daily change, daily volume, owners. */
export function CollectionsTable({
  collections,
}: {
  collections: readonly NftCollectionRowData[] | undefined;
}) {
  return (
    <table className="data-table collections-table">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col" className="col-name">
            Collection
          </th>
          <th scope="col" className="col-w-price">
            Floor
          </th>
          <th scope="col" className="col-w-nft-change">
            Floor 1D
          </th>
          <th scope="col" className="col-w-value col-secondary">
            Volume
          </th>
          <th scope="col" className="col-w-nft-change col-secondary">
            Volume 1D
          </th>
          <th scope="col" className="col-w-value col-wide">
            Owners
          </th>
        </tr>
      </thead>
      <tbody>
        {collections ? (
          collections.map((collection, index) => (
            <CollectionRow key={collection.id} collection={collection} rank={index + 1} />
          ))
        ) : (
          <SkeletonRows />
        )}
      </tbody>
    </table>
  );
}

function CollectionRow({ collection, rank }: { collection: NftCollectionRowData; rank: number }) {
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
}

export function CollectionLogo({ url, size = 28 }: { url: string | null | undefined; size?: number }) {
  return url ? (
    <img className="collection-logo" src={url} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="collection-logo" style={{ width: size, height: size }} aria-hidden="true" />
  );
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
      <td>
        <Skeleton width={48} />
      </td>
      <td className="col-secondary">
        <Skeleton width={56} />
      </td>
      <td className="col-secondary">
        <Skeleton width={48} />
      </td>
      <td className="col-wide">
        <Skeleton width={48} />
      </td>
    </tr>
  ));
}
