import { type ReactNode, useState } from 'react';
import type { NftCardData, OwnedNftsState } from '../data/hooks/useOwnedNfts.ts';
import type { NftCollectionGroup } from '../data/nftCollectionGroups.ts';
import { nftAssetPath, nftCollectionPath } from '../preview/pagePaths.ts';
import { EmptyState, ErrorState } from './DataStates.tsx';
import { LoadMoreButton } from './LoadMoreButton.tsx';
import { NftCard, NftCardSkeletons } from './NftCard.tsx';
import { Skeleton } from './Skeleton.tsx';
import { VerifiedBadge } from './VerifiedBadge.tsx';
import './NftGrid.css';

const SKELETON_CARDS = 8;

/**
 * An address's NFTs grouped by collection (the portfolio's NFTs tab, `/nfts/profile`): loading,
 * error with Retry, the empty state the caller words, spam collections behind a toggle.
 */
export function OwnedNfts({ state, empty }: { state: OwnedNftsState; empty: ReactNode }) {
  const [showSpam, setShowSpam] = useState(false);
  const { groups, spam, error, retry, hasMore, loadMore, isLoadingMore } = state;
  if (error && !groups) return <ErrorState what="the NFTs" onRetry={retry} />;
  if (!groups || !spam)
    return (
      <div className="owned-nfts" aria-busy="true">
        <p className="small muted">
          <Skeleton width={160} />
        </p>
        <ul className="nft-grid">
          <NftCardSkeletons count={SKELETON_CARDS} />
        </ul>
      </div>
    );
  if (groups.length === 0 && spam.length === 0) return <EmptyState>{empty}</EmptyState>;
  const spamCount = spam.reduce((sum, group) => sum + group.count, 0);
  return (
    <div className="owned-nfts">
      <p className="small muted">
        {countLabel(
          groups.reduce((sum, group) => sum + group.count, 0),
          'NFT',
        )}{' '}
        in {countLabel(groups.length, 'collection')}
      </p>
      {groups.length === 0 ? <EmptyState>{empty}</EmptyState> : null}
      {groups.map((group) => (
        <CollectionGroup key={group.collection.address} group={group} />
      ))}
      {spamCount > 0 ? (
        <div className="owned-nfts-spam">
          <button
            type="button"
            className="button secondary"
            aria-expanded={showSpam}
            onClick={() => setShowSpam(!showSpam)}
          >
            {showSpam ? 'Hide' : 'Show'} {countLabel(spamCount, 'spam NFT')}
          </button>
          {showSpam
            ? spam.map((group) => <CollectionGroup key={group.collection.address} group={group} />)
            : null}
        </div>
      ) : null}
      {hasMore ? <LoadMoreButton label="Load more NFTs" onClick={loadMore} loading={isLoadingMore} /> : null}
    </div>
  );
}

function CollectionGroup({ group }: { group: NftCollectionGroup<NftCardData> }) {
  const { collection } = group;
  const name = collection.name ?? 'Unnamed collection';
  return (
    <section className="owned-nfts-group" aria-label={name}>
      <h3 className="owned-nfts-collection">
        {collection.imageUrl ? (
          <img className="collection-logo" src={collection.imageUrl} alt="" width={28} height={28} />
        ) : null}
        <a href={nftCollectionPath(collection.address)}>{name}</a>
        {collection.isVerified ? <VerifiedBadge /> : null}
        <span className="small muted">{group.count}</span>
      </h3>
      <ul className="nft-grid">
        {group.nfts.map(({ asset, quantity }) => (
          <NftCard
            key={asset.id}
            href={nftAssetPath(collection.address, asset.tokenId)}
            name={asset.name ?? `#${asset.tokenId}`}
            imageUrl={asset.image?.url ?? asset.thumbnail?.url}
            listingEth={asset.listings?.edges[0]?.node.price.value}
            quantity={quantity}
          />
        ))}
      </ul>
    </section>
  );
}

function countLabel(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
