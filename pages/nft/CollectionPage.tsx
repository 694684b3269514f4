import '../../components/PageTabs.css';
import { ErrorState } from '../../components/DataStates.tsx';
import { useNftCollection } from '../../data/hooks/useNftCollection.ts';
import { nftCollectionPath } from '../../preview/pagePaths.ts';
import { NFTS_PAGE } from '../../preview/sitePages.ts';
import { useDocumentTitle } from '../../renderer/useDocumentTitle.ts';
import { useRouteParams } from '../../renderer/useRouteParams.ts';
import { NotFound } from '../NotFound.tsx';
import { CollectionActivity } from './CollectionActivity.tsx';
import { CollectionHeader } from './CollectionHeader.tsx';
import { CollectionItems } from './CollectionItems.tsx';
import { nftRouteOf } from './nftRouteParams.ts';
import { useCollectionQuery } from './useCollectionQuery.ts';
import './NftPages.css';

/** `/nfts/collection/{contract}` (items) and `…/activity`: the collection's header, then the view. */
export function CollectionPage({ view }: { view: 'items' | 'activity' }) {
  const route = nftRouteOf(useRouteParams());
  const address = route.kind === 'valid' ? route.contractAddress : undefined;
  const query = useCollectionQuery();
  const state = useNftCollection(address, query.order, query.traits);
  const { collection } = state;
  useDocumentTitle(collection?.name ?? undefined);

  if (route.kind === 'invalid' || collection === null) return <NotFound what="Collection" />;
  return (
    <article className="nfts-page collection-page">
      <nav className="breadcrumb small muted" aria-label="Breadcrumb">
        <a href={NFTS_PAGE}>NFTs</a> › <span>{collection?.name ?? '…'}</span>
      </nav>
      {state.error && !collection ? <ErrorState what="this collection" onRetry={state.retry} /> : null}
      <CollectionHeader collection={collection} />
      <nav className="page-tabs collection-tabs" aria-label="Collection">
        {(['items', 'activity'] as const).map((tab) => (
          <a
            key={tab}
            href={
              address ? nftCollectionPath(address, tab === 'activity' ? 'activity' : undefined) : undefined
            }
            aria-current={tab === view ? 'page' : undefined}
          >
            {tab === 'items' ? 'Items' : 'Activity'}
          </a>
        ))}
      </nav>
      {view === 'items' ? (
        <CollectionItems state={state} query={query} contractAddress={address} />
      ) : (
        <CollectionActivity contractAddress={collection ? (address ?? undefined) : undefined} />
      )}
    </article>
  );
}
