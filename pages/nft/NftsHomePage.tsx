import { ErrorState } from '../../components/DataStates.tsx';
import { type NftsHomeData, useNftsHome } from '../../data/hooks/useNftCollections.ts';
import { usePageContext } from '../../renderer/usePageContext.tsx';
import { CollectionSearch } from './CollectionSearch.tsx';
import { CollectionsTable } from './CollectionsTable.tsx';
import { FeaturedCollections } from './FeaturedCollections.tsx';
import { NftsNav } from './NftsNav.tsx';
import './NftPages.css';

/** `/nfts`: the two most traded collections of the day, search, and the top list by daily volume. */
export function NftsHomePage() {
  const prerendered = usePageContext().data as NftsHomeData | undefined;
  const { data, error, retry } = useNftsHome(prerendered);
  return (
    <div className="nfts-page">
      <NftsNav current="collections" />
      <header className="nfts-page-head nfts-home-head">
        <h1>NFT collections</h1>
        <CollectionSearch popular={data?.popular} />
      </header>
      {error && !data ? (
        <ErrorState what="NFT collections" onRetry={retry} />
      ) : (
        <>
          <FeaturedCollections collections={data?.popular} />
          <section aria-labelledby="top-collections">
            <h2 id="top-collections" className="nfts-section-title">
              Top collections <span className="small muted">by 24h volume</span>
            </h2>
            <div className="data-table-wrap">
              <CollectionsTable collections={data?.top} />
            </div>
          </section>
        </>
      )}
    </div>
  );
}
