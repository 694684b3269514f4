import { formatAmount, formatEth } from '../../components/formatNumbers.ts';
import { PriceChange } from '../../components/PriceChange.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import type { NftCollectionHeaderData } from '../../data/hooks/useNftCollection.ts';
import { CollectionLogo } from './CollectionsTable.tsx';
import { collectionMarket } from './collectionMarket.ts';

/** Banner, picture, name with its verified badge, homepage and X links, description and stats. */
export function CollectionHeader({ collection }: { collection: NftCollectionHeaderData | undefined }) {
  const market = collection ? collectionMarket(collection) : undefined;
  const stats: [string, React.ReactNode][] = [
    ['Floor', formatEth(market?.floorPrice?.value)],
    ['1D floor change', <PriceChange key="change" value={market?.floorPricePercentChange?.value} />],
    ['24h volume', formatEth(market?.volume?.value)],
    ['Total volume', formatEth(market?.totalVolume?.value)],
    ['Owners', formatAmount(market?.owners)],
    ['Items', formatAmount(collection?.numAssets)],
    ['Listed', formatAmount(market?.listings?.value)],
  ];
  return (
    <header className="collection-header">
      <div className="collection-banner">
        {collection?.bannerImage?.url ? (
          <img src={collection.bannerImage.url} alt="" width={960} height={240} />
        ) : null}
      </div>
      <div className="collection-identity">
        <span className="collection-picture">
          {collection ? (
            <CollectionLogo url={collection.image?.url} size={96} firstView />
          ) : (
            <Skeleton width={96} height={96} />
          )}
        </span>
        <div className="collection-title">
          <h1>
            {collection ? (collection.name ?? 'Unnamed collection') : <Skeleton width={240} />}
            {collection?.isVerified ? <VerifiedBadge size={22} /> : null}
          </h1>
          <p className="collection-links small">
            {collection?.homepageUrl ? (
              <a href={collection.homepageUrl} rel="noopener noreferrer" target="_blank">
                Website
              </a>
            ) : null}
            {collection?.twitterName ? (
              <a
                href={`https://x.com/${encodeURIComponent(collection.twitterName)}`}
                rel="noopener noreferrer"
                target="_blank"
              >
                X (@{collection.twitterName})
              </a>
            ) : null}
          </p>
        </div>
      </div>
      {collection?.description ? (
        <p className="collection-description muted">{collection.description}</p>
      ) : null}
      <dl className="collection-stats" data-testid="collection-stats">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className="muted small">{label}</dt>
            <dd>{collection ? value : <Skeleton width={72} />}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
