import { EmptyState, ErrorState } from '../../components/DataStates.tsx';
import { formatAmount } from '../../components/formatNumbers.ts';
import { PriceChange } from '../../components/PriceChange.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import { type PromotedCollections, useCollectionPromo } from '../../data/hooks/useHomeTokens.ts';
import { formatUsd } from '../../money/formatMoney.ts';
import { nftCollectionPath } from '../../preview/pagePaths.ts';
import { PROMOTED_COLLECTIONS } from './homeContent.ts';

type Collection = NonNullable<NonNullable<PromotedCollections['nftCollections']>['edges'][number]>['node'];

/** The collection promos: blue-chip NFT collections with their floor price and its day change. */
export function CollectionPromoCard({ prerendered }: { prerendered: PromotedCollections | undefined }) {
  const { data, error, retry } = useCollectionPromo(PROMOTED_COLLECTIONS, prerendered);
  const collections = data?.nftCollections?.edges.map((edge) => edge.node);
  return (
    <section className="promo-card" aria-labelledby="collection-promo">
      <h2 id="collection-promo" className="promo-title small muted">
        NFT collections
      </h2>
      {collections ? (
        collections.length === 0 ? (
          <EmptyState>No featured collections today.</EmptyState>
        ) : (
          <ul className="promo-collections">
            {collections.map((collection) => (
              <CollectionRow key={collection.id} collection={collection} />
            ))}
          </ul>
        )
      ) : error ? (
        <ErrorState what="the featured collections" onRetry={retry} />
      ) : (
        <ul className="promo-collections" aria-hidden="true">
          {PROMOTED_COLLECTIONS.map((address) => (
            <li key={address} className="promo-collection">
              <Skeleton width={48} height={48} />
              <Skeleton width="60%" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CollectionRow({ collection }: { collection: Collection }) {
  const displayCurrency = useDisplayCurrency();
  const eth = collection.markets?.find((market) => market.floorPrice?.currency === 'ETH');
  const usd = collection.markets?.find((market) => market.floorPrice?.currency === 'USD');
  const name = collection.name ?? 'Unnamed collection';
  return (
    <li className="promo-collection">
      {collection.image?.url ? (
        <img src={collection.image.url} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="promo-collection-image" />
      )}
      <a className="promo-collection-name" href={nftCollectionPath(collection.collectionId)}>
        <strong>{name}</strong>
        {collection.isVerified ? (
          <span className="verified" title="Verified collection">
            <span aria-hidden="true">✓</span>
            <span className="visually-hidden">verified</span>
          </span>
        ) : null}
      </a>
      <span className="promo-collection-floor">
        <span className="small muted">Floor</span>{' '}
        <strong>{eth?.floorPrice ? `${formatAmount(eth.floorPrice.value)} ETH` : '–'}</strong>
        <span className="small muted" data-testid="collection-floor-value">
          {usd?.floorPrice ? formatUsd(usd.floorPrice.value, displayCurrency) : null}
        </span>
      </span>
      <PriceChange value={(eth ?? usd)?.floorPricePercentChange?.value} />
    </li>
  );
}
