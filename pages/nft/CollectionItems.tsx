import { EmptyState, ErrorState } from '../../components/DataStates.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { NearViewportSentinel } from '../../components/NearViewportSentinel.tsx';
import { NftCard, NftCardSkeletons } from '../../components/NftCard.tsx';
import {
  ASSET_ORDERS,
  type AssetOrder,
  COLLECTION_ASSETS_PAGE_SIZE,
  type useNftCollection,
} from '../../data/hooks/useNftCollection.ts';
import { nftAssetPath } from '../../preview/pagePaths.ts';
import { TraitFilter } from './TraitFilter.tsx';
import type { useCollectionQuery } from './useCollectionQuery.ts';
import '../../components/NftGrid.css';

/** The collection's assets: order, trait filters, and the grid that loads more as the reader scrolls. */
export function CollectionItems({
  state,
  query,
  contractAddress,
}: {
  state: ReturnType<typeof useNftCollection>;
  query: ReturnType<typeof useCollectionQuery>;
  contractAddress: string | undefined;
}) {
  const { collection, assets, totalCount, error, retry, hasMore, loadMore, isLoadingMore } = state;
  const chosen = Object.entries(query.traits).flatMap(([name, values]) =>
    values.map((value) => ({ name, value })),
  );
  return (
    <section className="collection-items" aria-label="Items">
      <TraitFilter
        traits={collection?.traits ?? undefined}
        selected={query.traits}
        onToggle={query.toggleTrait}
      />
      <div className="collection-grid-column">
        <div className="collection-toolbar">
          <p className="small muted" aria-live="polite">
            {totalCount === undefined
              ? '\u00a0'
              : `${formatCount(totalCount)} ${totalCount === 1 ? 'result' : 'results'}`}
          </p>
          <label className="small">
            <span className="muted">Sort </span>
            <select
              className="input"
              value={query.order}
              onChange={(event) => query.setOrder(event.target.value as AssetOrder)}
              aria-label="Sort items"
            >
              {Object.entries(ASSET_ORDERS).map(([value, order]) => (
                <option key={value} value={value}>
                  {order.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        {chosen.length > 0 ? (
          <ul className="trait-chips" aria-label="Trait filters">
            {chosen.map(({ name, value }) => (
              <li key={`${name}:${value}`}>
                <button
                  type="button"
                  className="trait-chip"
                  onClick={() => query.toggleTrait(name, value)}
                  aria-label={`Remove filter ${name}: ${value}`}
                >
                  <span className="muted">{name}:</span> {value} ×
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="link-button" onClick={query.clearTraits}>
                Clear all
              </button>
            </li>
          </ul>
        ) : null}
        {error && !assets ? (
          <ErrorState what="the items" onRetry={retry} />
        ) : assets?.length === 0 ? (
          <EmptyState>
            {chosen.length > 0
              ? 'No items have these traits. Remove a filter to see more.'
              : 'This collection has no items yet.'}
          </EmptyState>
        ) : (
          <ul className="nft-grid" data-testid="collection-grid">
            {assets && contractAddress
              ? assets.map((asset) => (
                  <NftCard
                    key={asset.id}
                    href={nftAssetPath(contractAddress, asset.tokenId)}
                    name={asset.name ?? `#${asset.tokenId}`}
                    imageUrl={asset.image?.url ?? asset.thumbnail?.url}
                    listingEth={asset.listings?.edges[0]?.node.price.value}
                  />
                ))
              : null}
            {!assets || isLoadingMore ? <NftCardSkeletons count={COLLECTION_ASSETS_PAGE_SIZE} /> : null}
          </ul>
        )}
        {hasMore && !isLoadingMore && !error ? (
          <NearViewportSentinel key={assets?.length} onNear={loadMore} />
        ) : null}
        {hasMore && error ? <LoadMoreButton label="Could not load more. Retry" onClick={loadMore} /> : null}
      </div>
    </section>
  );
}

const counts = new Intl.NumberFormat('en-US');
function formatCount(count: number): string {
  return counts.format(count);
}
