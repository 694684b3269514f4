import { formatEth } from '../../components/formatNumbers.ts';
import { PriceChange } from '../../components/PriceChange.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import type { NftCollectionRowData } from '../../data/hooks/useNftCollections.ts';
import { nftCollectionPath } from '../../preview/pagePaths.ts';
import { CollectionLogo } from './CollectionsTable.tsx';
import { collectionMarket } from './collectionMarket.ts';

/** The spec's popular collections (top 2 by daily volume) as two large cards. */
export function FeaturedCollections({
  collections,
}: {
  collections: readonly NftCollectionRowData[] | undefined;
}) {
  if (collections?.length === 0) return null;
  return (
    <section aria-labelledby="featured-collections">
      <h2 id="featured-collections" className="nfts-section-title">
        Trending today
      </h2>
      <ul className="featured-collections">
        {collections
          ? collections.map((collection) => <FeaturedCard key={collection.id} collection={collection} />)
          : [0, 1].map((i) => (
              <li key={i} className="featured-card" aria-hidden="true">
                <span className="featured-card-link">
                  <Skeleton width={72} height={72} />
                  <span className="featured-card-text">
                    <Skeleton width="60%" height="1.2em" />
                    <Skeleton width="80%" />
                  </span>
                </span>
              </li>
            ))}
      </ul>
    </section>
  );
}

function FeaturedCard({ collection }: { collection: NftCollectionRowData }) {
  const market = collectionMarket(collection);
  return (
    <li className="featured-card">
      <a className="featured-card-link" href={nftCollectionPath(collection.collectionId)}>
        <CollectionLogo url={collection.image?.url} size={72} firstView />
        <span className="featured-card-text">
          <span className="featured-card-name">
            <span className="featured-card-title">{collection.name ?? 'Unnamed collection'}</span>
            {collection.isVerified ? <VerifiedBadge /> : null}
          </span>
          <span className="featured-card-stats small">
            <span>
              <span className="muted">Floor </span>
              {formatEth(market?.floorPrice?.value)}{' '}
              <PriceChange value={market?.floorPricePercentChange?.value} />
            </span>
            <span>
              <span className="muted">24h volume </span>
              {formatEth(market?.volume?.value)}
            </span>
          </span>
        </span>
      </a>
    </li>
  );
}
