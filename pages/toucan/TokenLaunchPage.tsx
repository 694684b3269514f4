import { ErrorState } from '../../components/DataStates.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { isEvmAddress } from '../../data/addressPatterns.ts';
import { DEFAULT_CHAIN } from '../../data/chains.ts';
import { readFragment } from '../../data/graphql.ts';
import { useDataApiQuery } from '../../data/hooks/useDataApiQuery.ts';
import { TokenLaunchParts, TokenLaunchQuery } from '../../data/operations/tokenLaunches.ts';
import { tokenLaunchPreviewTitle } from '../../preview/previewTitles.ts';
import { EXPLORE_PAGE } from '../../preview/sitePages.ts';
import { TOKEN_LAUNCH_PHASE_WORDS, UNKNOWN_TOKEN_LAUNCH_TEXT } from '../../preview/tokenLaunchPreview.ts';
import { tokenLaunchPhase } from '../../protocol/tokenLaunchPhase.ts';
import { useDocumentTitle } from '../../renderer/useDocumentTitle.ts';
import { usePageContext } from '../../renderer/usePageContext.tsx';
import { useRouteParams } from '../../renderer/useRouteParams.ts';
import { useLazyWallet } from '../../wallet/useLazyWallet.tsx';
import { AuctionBids } from './AuctionBids.tsx';
import type { AuctionState } from './auctionState.ts';
import { BidForm } from './BidForm.tsx';
import { ClearingPriceChart } from './ClearingPriceChart.tsx';
import type { TokenLaunchPageData } from './tokenLaunchPages.ts';
import { useAuctionState } from './useAuctionState.ts';
import { YourBids } from './YourBids.tsx';
import '../DetailPage.css';
import '../NotFound.css';
import './TokenLaunchPage.css';

/**
 * `/explore/toucan/{auction address}`: a token launch. What it sells comes from the Data API (our
 * extension); the schedule, clearing price and bids from the auction on the chain; bids go from the
 * connected wallet through the one transaction path. One long-tail shell, filled in from the address bar.
 */
export function TokenLaunchPage() {
  const params = useRouteParams();
  const id = params?.id;
  const wellFormed = id !== undefined && isEvmAddress(id);
  // A prerendered launch (the dataset's) carries its answer; a shell asks once it has read its URL.
  const prerendered = (usePageContext().data as TokenLaunchPageData | undefined)?.answer;
  const launch = useDataApiQuery(
    TokenLaunchQuery,
    wellFormed ? { chain: DEFAULT_CHAIN.chain, auctionAddress: id } : null,
    { fallbackData: prerendered },
  );
  const found = launch.data?.tokenLaunch
    ? readFragment(TokenLaunchParts, launch.data.tokenLaunch)
    : undefined;
  const auctionAddress = found?.auctionAddress as `0x${string}` | undefined;
  const auction = useAuctionState(auctionAddress);
  const { wallet, bridge } = useLazyWallet();
  const viewer = wallet.address?.toLowerCase();
  useDocumentTitle(
    found ? tokenLaunchPreviewTitle(found.name, found.symbol, import.meta.env.BUILD_BRAND_NAME) : undefined,
  );

  if (params !== undefined && !wellFormed) return <LaunchNotFound id={id} malformed />;
  if (launch.data && launch.data.tokenLaunch === null) return <LaunchNotFound id={id} />;
  const state = auction.state;
  const phase = state ? tokenLaunchPhase(state, state.chainTime) : undefined;
  return (
    <article className="token-launch-page">
      {bridge}
      <nav className="breadcrumb small muted" aria-label="Breadcrumb">
        <a href={EXPLORE_PAGE}>Explore</a> › <span>Token launch</span>
      </nav>
      {launch.error && !found ? (
        <ErrorState what="this token launch" onRetry={launch.retry} />
      ) : (
        <header className="launch-header">
          <TokenLogo src={undefined} symbol={found?.symbol ?? ''} size={48} />
          <div>
            <h1 data-testid="launch-title">
              {found ? (
                <>
                  {found.name} <span className="muted">{found.symbol}</span>
                </>
              ) : (
                <Skeleton width={260} height="1.2em" />
              )}
            </h1>
            <p className="small muted">
              {found ? 'Token launch on Ethereum (local chain)' : <Skeleton width={180} />}
            </p>
          </div>
          {phase ? (
            <span className={`launch-phase launch-phase-${phase}`} data-testid="launch-phase">
              {TOKEN_LAUNCH_PHASE_WORDS[phase]}
            </span>
          ) : null}
        </header>
      )}
      <div className="token-layout launch-layout">
        <div className="token-main">
          <LaunchFigures state={state} auctionSupply={found?.auctionSupply} symbol={found?.symbol} />
          {auction.error && !state ? (
            <ErrorState what="the auction from the chain" onRetry={() => void auction.refresh()} />
          ) : state ? (
            <>
              <section aria-labelledby="launch-chart-title">
                <h2 id="launch-chart-title">Clearing price</h2>
                <ClearingPriceChart state={state} />
              </section>
              {found && auctionAddress ? (
                <YourBids
                  auction={auctionAddress}
                  symbol={found.symbol}
                  bids={state.bids.filter((bid) => bid.owner.toLowerCase() === viewer)}
                  clearingPrice={state.clearingPrice}
                  ended={phase === 'ended'}
                  wallet={wallet}
                  onClaimed={() => void auction.refresh()}
                />
              ) : null}
              <section aria-labelledby="launch-bids-title">
                <h2 id="launch-bids-title">Bids</h2>
                <AuctionBids bids={state.bids} clearingPrice={state.clearingPrice} viewer={viewer} />
              </section>
            </>
          ) : (
            <Skeleton width="100%" height={200} />
          )}
        </div>
        <aside className="token-side">
          {state && phase && found && auctionAddress ? (
            <BidForm
              auction={auctionAddress}
              symbol={found.symbol}
              phase={phase}
              clearingPrice={state.clearingPrice}
              wallet={wallet}
              onPlaced={() => void auction.refresh()}
            />
          ) : (
            <Skeleton width="100%" height={280} />
          )}
          <section aria-labelledby="launch-about-title">
            <h2 id="launch-about-title">About</h2>
            {found ? <p>{found.description}</p> : <Skeleton width="100%" height="4em" />}
          </section>
        </aside>
      </div>
    </article>
  );
}

function LaunchFigures({
  state,
  auctionSupply,
  symbol,
}: {
  state: AuctionState | undefined;
  auctionSupply: string | undefined;
  symbol: string | undefined;
}) {
  const committed = state?.bids.reduce((sum, bid) => sum + bid.budget, 0n);
  const figures = [
    ['Clearing price', state && `${formatTokenAmount(state.clearingPrice, 18)} ETH`],
    ['On sale', auctionSupply && symbol && `${formatTokenAmount(BigInt(auctionSupply), 18)} ${symbol}`],
    ['Bid in total', committed !== undefined && `${formatTokenAmount(committed, 18)} ETH`],
    ['Opens', state && dateTime(state.startTime)],
    ['Ends', state && dateTime(state.endTime)],
  ] as const;
  return (
    <dl className="launch-figures">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt className="small muted">{label}</dt>
          <dd data-testid={`launch-${label.toLowerCase().replaceAll(' ', '-')}`}>
            {value || <Skeleton width={110} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "Nov 27, 2026, 9:30 AM": a schedule's instants, short enough for one line. */
function dateTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function LaunchNotFound({ id, malformed = false }: { id: string | undefined; malformed?: boolean }) {
  return (
    <section className="not-found" aria-labelledby="launch-not-found">
      <h1 id="launch-not-found">Token launch not found</h1>
      <p className="muted">
        {malformed
          ? `“${id ?? ''}” is not an auction address: a launch’s link ends with its auction’s 0x address.`
          : UNKNOWN_TOKEN_LAUNCH_TEXT}
      </p>
      <a className="button" href={EXPLORE_PAGE}>
        Explore tokens
      </a>
    </section>
  );
}
