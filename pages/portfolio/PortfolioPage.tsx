import '../../components/PageTabs.css';
import { isPortfolioTab, type PortfolioTab, portfolioPagePath } from '../../components/pagePaths.ts';
import { Skeleton } from '../../components/Skeleton.tsx';
import { isEvmAddress } from '../../data/addressPatterns.ts';
import { usePageContext } from '../../renderer/usePageContext.tsx';
import { useRouteParams } from '../../renderer/useRouteParams.ts';
import { NotFound } from '../NotFound.tsx';
import { AddressEntry } from './AddressEntry.tsx';
import { PortfolioActivity } from './PortfolioActivity.tsx';
import { PortfolioDefi } from './PortfolioDefi.tsx';
import { PortfolioHeader } from './PortfolioHeader.tsx';
import { PortfolioNfts } from './PortfolioNfts.tsx';
import { PortfolioTokens } from './PortfolioTokens.tsx';
import './PortfolioPage.css';
import { useConnectedAccount } from '../../wallet/useConnectedAccount.tsx';

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
      {tab === 'tokens' ? <PortfolioTokens owner={owner} linkOwner={linkOwner} /> : null}
      {tab === 'defi' ? <PortfolioDefi /> : null}
      {tab === 'nfts' ? <PortfolioNfts owner={owner} /> : null}
      {tab === 'activity' ? <PortfolioActivity owner={owner} /> : null}
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

/** The header's and the list's final size while the page learns whose portfolio it shows. */
function PortfolioSkeleton() {
  return (
    <div className="portfolio" aria-busy="true">
      <div className="portfolio-header">
        <Skeleton width={180} height={24} />
        <Skeleton width={220} height={40} />
        <Skeleton width={140} />
        <Skeleton width="100%" height={200} />
      </div>
    </div>
  );
}
