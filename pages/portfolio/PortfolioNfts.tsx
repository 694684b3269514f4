import { OwnedNfts } from '../../components/OwnedNfts.tsx';
import { useOwnedNfts } from '../../data/hooks/useOwnedNfts.ts';
import { NFTS_PAGE } from '../../preview/sitePages.ts';

/** The NFTs tab: the address's NFTs grouped by collection (NftsTab), spam apart. */
export function PortfolioNfts({ owner }: { owner: string }) {
  const nfts = useOwnedNfts(owner, 'NftsTab');
  return (
    <section aria-labelledby="portfolio-nfts-title">
      <div className="portfolio-toolbar">
        <h2 id="portfolio-nfts-title">NFTs</h2>
      </div>
      <OwnedNfts
        state={nfts}
        empty={
          <>
            No NFTs at this address. Browse <a href={NFTS_PAGE}>collections</a>.
          </>
        }
      />
    </section>
  );
}
