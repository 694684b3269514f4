import '../../components/PageTabs.css';
import { lazy, Suspense } from 'react';
import { FirstAnswerSkeleton } from '../../components/FirstAnswerSkeleton.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { isEvmAddress } from '../../data/addressPatterns.ts';
import { FIRST_ANSWER_SLOTS } from '../../data/firstAnswers.ts';
import { isPortfolioTab, type PortfolioTab, portfolioPagePath } from '../../preview/pagePaths.ts';
import { usePageContext } from '../../renderer/usePageContext.tsx';
import { useRouteParams } from '../../renderer/useRouteParams.ts';
import { NotFound } from '../NotFound.tsx';
import { AddressEntry } from './AddressEntry.tsx';
import { PortfolioHeader } from './PortfolioHeader.tsx';
import { PortfolioTokens } from './PortfolioTokens.tsx';
import './PortfolioPage.css';
import { useConnectedAccount } from '../../wallet/useConnectedAccount.tsx';

// Only the tab a URL names is shown, and a first visit opens on the tokens: the other tabs' code (the
// positions list, the NFT grid, the activity feed) loads when one of them is shown.
const PortfolioDefi = lazy(() =>
  import('./PortfolioDefi.tsx').then((module) => ({ default: module.PortfolioDefi })),
);
const PortfolioNfts = lazy(() =>
  import('./PortfolioNfts.tsx').then((module) => ({ default: module.PortfolioNfts })),
);
const PortfolioActivity = lazy(() =>
  import('./PortfolioActivity.tsx').then((module) => ({ default: module.PortfolioActivity })),
);

const TAB_LABELS: Record<PortfolioTab, string> = {
  tokens: 'Tokens',
  defi: 'DeFi',
  nfts: 'NFTs',
  activity: 'Activity',
};

/**
 * `/portfolio[/{tab}]` (the connected wallet's) and `/portfolio/{address}[/{tab}]` (anyone's, read-only).
 * `tab` is fixed by the wallet's routes; the address routes read address and tab from the URL.
 */
export function PortfolioPage({ tab: walletTab }: { tab?: PortfolioTab }) {
  const routeNames = Object.keys(usePageContext().routeParams ?? {});
  const byAddress = routeNames.includes('address');
  const params = useRouteParams();
  const { account: wallet, bridge } = useConnectedAccount(!byAddress);

  if (byAddress) {
    // A long-tail address is served from the shell: its params are known after hydration.
    if (params === undefined) return <PortfolioSkeleton />;
    const address = params.address ?? '';
    const tab = params.tab ?? 'tokens';
    if (!isPortfolioTab(tab)) return <NotFound what="Page" />;
    if (!isEvmAddress(address)) return <InvalidAddress text={address} />;
    return <Portfolio owner={address.toLowerCase()} tab={tab} linkOwner={address.toLowerCase()} />;
  }
  const tab = walletTab ?? 'tokens';
  return (
    <>
      {bridge}
      {wallet.status === 'unknown' ? <PortfolioSkeleton /> : null}
      {wallet.status === 'disconnected' ? (
        <section className="portfolio-entry" aria-labelledby="portfolio-title">
          <h1 id="portfolio-title">Portfolio</h1>
          <p className="muted">
            Connect a wallet to see your tokens, NFTs and activity, or look at any address.
          </p>
          <AddressEntry withConnect tab={tab} />
        </section>
      ) : null}
      {wallet.status === 'connected' ? (
        <Portfolio owner={wallet.address.toLowerCase()} tab={tab} linkOwner={undefined} />
      ) : null}
    </>
  );
}

/** One address's portfolio: header, tabs, and the tab's content. `linkOwner` keeps the tabs on its URL. */
function Portfolio({
  owner,
  tab,
  linkOwner,
}: {
  owner: string;
  tab: PortfolioTab;
  linkOwner: string | undefined;
}) {
  return (
    <div className="portfolio">
      <PortfolioHeader owner={owner} isWallet={linkOwner === undefined} />
      <nav className="page-tabs portfolio-tabs" aria-label="Portfolio">
        {(Object.keys(TAB_LABELS) as PortfolioTab[]).map((item) => (
          <a
            key={item}
            href={portfolioPagePath(linkOwner, item)}
            aria-current={item === tab ? 'page' : undefined}
          >
            {TAB_LABELS[item]}
          </a>
        ))}
      </nav>
      {tab === 'tokens' ? (
        <PortfolioTokens owner={owner} linkOwner={linkOwner} />
      ) : (
        <Suspense fallback={<TabSkeleton />}>
          {tab === 'defi' ? <PortfolioDefi owner={owner} isWallet={linkOwner === undefined} /> : null}
          {tab === 'nfts' ? <PortfolioNfts owner={owner} /> : null}
          {tab === 'activity' ? <PortfolioActivity owner={owner} /> : null}
        </Suspense>
      )}
    </div>
  );
}

/** A tab's place while its code loads. */
function TabSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton width="100%" height={240} />
    </div>
  );
}

function InvalidAddress({ text }: { text: string }) {
  return (
    <section className="portfolio-entry" aria-labelledby="portfolio-title">
      <h1 id="portfolio-title">Not an address</h1>
      <p role="alert">
        “<span className="portfolio-bad-address">{text}</span>” is not a wallet address. An address is{' '}
        <code>0x</code> followed by 40 hexadecimal characters.
      </p>
      <AddressEntry withConnect={false} tab="tokens" />
    </section>
  );
}

/**
 * The header's final layout while the page learns whose portfolio it shows. On a long-tail address the
 * edge fills in the total (data/firstAnswers.ts), so the largest figure paints with the HTML.
 */
function PortfolioSkeleton() {
  return (
    <div className="portfolio" aria-busy="true">
      <div className="portfolio-header">
        <div className="portfolio-owner">
          <Skeleton width={180} height={32} />
        </div>
        <div className="portfolio-value">
          <p className="portfolio-total">
            <FirstAnswerSkeleton slot={FIRST_ANSWER_SLOTS.portfolioTotal} width={220} height={40} />
          </p>
          <p className="portfolio-change">
            <Skeleton width={140} />
          </p>
        </div>
        <Skeleton width="100%" height={200} />
      </div>
    </div>
  );
}
