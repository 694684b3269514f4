import { useState } from 'react';
import { ErrorState } from '../../components/DataStates.tsx';
import { HookBadge } from '../../components/HookBadge.tsx';
import { LiquidityChart } from '../../components/LiquidityChart.tsx';
import { PairLogos, STATUS_LABELS, tokenAmount } from '../../components/PositionList.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { useInView } from '../../components/useInView.ts';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import { isEvmAddress } from '../../data/addressPatterns.ts';
import { chainFromUrlName, DEFAULT_CHAIN } from '../../data/chains.ts';
import { formatFeeTier } from '../../data/feeTier.ts';
import { usePosition } from '../../data/hooks/usePosition.ts';
import {
  formatRangePrice,
  positionPriceAtTick,
  positionPricesInverted,
  positionRangeText,
} from '../../data/positionRange.ts';
import type { PositionRow, PositionVersion } from '../../data/positionRow.ts';
import { formatUsd } from '../../money/formatMoney.ts';
import { POSITIONS_PAGE, poolPagePath } from '../../preview/pagePaths.ts';
import { useDocumentTitle } from '../../renderer/useDocumentTitle.ts';
import { useRouteParams } from '../../renderer/useRouteParams.ts';
import { useConnectedAccount } from '../../wallet/useConnectedAccount.tsx';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { CollectFees } from '../positionFlows/CollectFees.tsx';
import { PositionActions } from './PositionActions.tsx';
import { PositionImage } from './PositionImage.tsx';
import { usePoolLiquidity } from './usePoolLiquidity.ts';
import '../DetailPage.css';
import '../NotFound.css';
import './PositionsPage.css';

/**
 * `/positions/{v2|v3|v4}/{chain}/{id or pair}`: one position — its NFT's own picture, amounts, fees,
 * range against the pool's liquidity — with the actions that change it for its owner; anyone else's
 * position is read-only. A V2 position is an owner's share of a pair: `?owner=` names whose (else the
 * connected wallet's). Every position page is one long-tail shell, filled in from the address bar.
 */
export function PositionPage({ version }: { version: PositionVersion }) {
  const params = useRouteParams();
  const { account, bridge } = useConnectedAccount();
  const viewer = account.status === 'connected' ? account.address.toLowerCase() : undefined;
  const chain = chainFromUrlName(params?.chainName)?.chain;
  const id = version === 'v2' ? params?.pairAddress : params?.tokenId;
  const validId = id !== undefined && (version === 'v2' ? isEvmAddress(id) : /^\d{1,78}$/.test(id));
  const named = params ? new URLSearchParams(window.location.search).get('owner') : null;
  const owner = named && isEvmAddress(named) ? named.toLowerCase() : viewer;
  const lacksOwner = version === 'v2' && owner === undefined;
  // An NFT's answer does not depend on who asks (so it is the one the edge sends with the page); a V2
  // position is an owner's share. The NFT's picture comes with it.
  const { data, error, retry } = usePosition(
    validId && !lacksOwner ? chain : undefined,
    version,
    validId ? id : undefined,
    version === 'v2' ? owner : undefined,
    { withImage: version !== 'v2' },
  );
  const position = data ?? undefined;
  useDocumentTitle(position ? `${position.token0.symbol}/${position.token1.symbol} position` : undefined);

  if (params !== undefined && lacksOwner && account.status === 'disconnected') {
    // A V2 position is someone's share of a pair: without a wallet or `?owner=`, there is no one's to show.
    return (
      <section className="positions-page data-state" aria-labelledby="position-whose">
        {bridge}
        <h1 id="position-whose">Whose share?</h1>
        <p>A v2 position is a wallet’s share of this pair. Connect a wallet to see yours.</p>
        <button type="button" className="button" onClick={openWalletPicker}>
          Connect wallet
        </button>
      </section>
    );
  }
  if (params !== undefined && (!chain || !validId || data === null)) return <PositionNotFound />;
  return (
    <article className="positions-page position-page">
      {bridge}
      <nav className="breadcrumb small muted" aria-label="Breadcrumb">
        <a href={POSITIONS_PAGE}>Positions</a> › <span>{position ? `#${shortId(position)}` : '…'}</span>
      </nav>
      {error && !data ? <ErrorState what="this position" onRetry={retry} /> : null}
      <PositionDetails
        version={version}
        position={position}
        viewer={account.status === 'unknown' ? 'unknown' : viewer === position?.owner ? 'owner' : 'other'}
      />
    </article>
  );
}

/** Who is looking: its owner (who gets the actions), anyone else (read-only), or not known yet. */
type Viewer = 'owner' | 'other' | 'unknown';

/**
 * The page's layout, the same while the position loads (skeletons in its places): the picture's slot
 * stays mounted from the shell's first render on, keeping what the edge wrote into it (PositionImage).
 */
function PositionDetails({
  version,
  position,
  viewer,
}: {
  version: PositionVersion;
  position: PositionRow | undefined;
  viewer: Viewer;
}) {
  return (
    <>
      {position ? (
        <PositionHeader position={position} viewer={viewer} />
      ) : (
        <div className="position-header-placeholder">
          <Skeleton width="60%" height={36} />
        </div>
      )}
      <div className="position-layout">
        {version === 'v2' ? null : <PositionImage position={position} />}
        <div className="position-facts">
          {position ? (
            <PositionFacts position={position} isOwner={viewer === 'owner'} />
          ) : (
            <Skeleton width="100%" height={320} />
          )}
        </div>
      </div>
      {position ? <PositionRange position={position} /> : null}
    </>
  );
}

function PositionHeader({ position, viewer }: { position: PositionRow; viewer: Viewer }) {
  const isOwner = viewer === 'owner';
  return (
    <header className="position-header">
      <div className="position-title">
        <PairLogos token0={position.token0} token1={position.token1} size={36} />
        <h1>
          {position.token0.symbol} / {position.token1.symbol}
        </h1>
        <span className="badge">{position.version}</span>
        <span className="badge">{formatFeeTier(position.fee)}</span>
        {position.hook ? <HookBadge address={position.hook} /> : null}
        <span className={`position-status status-${position.status}`}>{STATUS_LABELS[position.status]}</span>
      </div>
      {isOwner ? <PositionActions position={position} /> : null}
      {viewer === 'other' ? (
        <p className="small muted position-read-only">
          Owned by {position.owner}: read-only. Only its owner can add, remove or collect.
        </p>
      ) : null}
    </header>
  );
}

function PositionFacts({ position, isOwner }: { position: PositionRow; isOwner: boolean }) {
  const currency = useDisplayCurrency();
  return (
    <>
      <section className="position-panel" aria-labelledby="position-liquidity">
        <h2 id="position-liquidity">Liquidity</h2>
        <p className="position-value">{formatUsd(position.valueUsd, currency)}</p>
        <dl>
          <dt>{position.token0.symbol}</dt>
          <dd>{tokenAmount(position.amount0, position.token0)}</dd>
          <dt>{position.token1.symbol}</dt>
          <dd>{tokenAmount(position.amount1, position.token1)}</dd>
        </dl>
      </section>
      <section className="position-panel" aria-labelledby="position-fees">
        <h2 id="position-fees">Fees earned</h2>
        {position.version === 'v2' ? (
          <p className="muted">V2 fees are added to the position as they are earned.</p>
        ) : (
          <dl>
            <dt>{position.token0.symbol}</dt>
            <dd className="position-fees0">{tokenAmount(position.fees0, position.token0)}</dd>
            <dt>{position.token1.symbol}</dt>
            <dd className="position-fees1">{tokenAmount(position.fees1, position.token1)}</dd>
          </dl>
        )}
        {isOwner && position.version !== 'v2' ? (
          <div className="position-collect-slot">
            <CollectFees position={position} />
          </div>
        ) : null}
      </section>
    </>
  );
}

function PositionRange({ position }: { position: PositionRow }) {
  const [flipped, setFlipped] = useState(false);
  const range = positionRangeText(position, flipped);
  return (
    <section className="position-panel" aria-labelledby="position-range">
      <div className="position-range-head">
        <h2 id="position-range">Price range</h2>
        <button type="button" className="position-flip" onClick={() => setFlipped(!flipped)}>
          {range.quote} per {range.base} ⇄
        </button>
      </div>
      <dl className="position-range-prices">
        <div>
          <dt>Min price</dt>
          <dd>{range.min}</dd>
        </div>
        <div>
          <dt>Current price</dt>
          <dd>{range.current}</dd>
        </div>
        <div>
          <dt>Max price</dt>
          <dd>{range.max}</dd>
        </div>
      </dl>
      <p className="small muted">
        {range.quote} per {range.base}.{' '}
        <a href={poolPagePath(position.chain, position.pool)}>View the pool</a>
      </p>
      <PositionLiquidity position={position} flipped={flipped} />
    </section>
  );
}

/**
 * The pool's liquidity by price as the chain has it (V3 TickLens, V4 StateView), the position's range
 * bright and the rest dimmed, against the current price. Prices read as the range above does.
 */
function PositionLiquidity({ position, flipped }: { position: PositionRow; flipped: boolean }) {
  const { tickLower, tickUpper, tickSpacing } = position;
  const readable =
    position.version !== 'v2' && position.chain === DEFAULT_CHAIN.chain && tickSpacing !== null;
  // Below the picture and the figures: the chain client and the ticks load when the chart comes near.
  const [near, inView] = useInView<HTMLDivElement>();
  const { data, error } = usePoolLiquidity(
    readable && inView
      ? { version: position.version as 'v3' | 'v4', address: position.pool, tickSpacing }
      : undefined,
  );
  if (!readable || tickLower === null || tickUpper === null) return null;
  if (data === undefined && !error) {
    return (
      <div ref={near}>
        <Skeleton width="100%" height={200} />
      </div>
    );
  }
  if (!data) return <p className="small muted">The pool’s liquidity could not be read from the chain.</p>;
  const inverted = positionPricesInverted(position, flipped);
  const priceAt = (tick: number) => {
    const price = positionPriceAtTick(position, tick);
    return formatRangePrice(inverted ? 1 / price : price);
  };
  return (
    <LiquidityChart
      mirrored={inverted}
      steps={data.steps}
      currentTick={data.currentTick}
      range={{ tickLower, tickUpper }}
      priceAt={priceAt}
    />
  );
}

function PositionNotFound() {
  return (
    <section className="not-found" aria-labelledby="position-not-found">
      <h1 id="position-not-found">Position not found</h1>
      <p className="muted">
        No one holds a position with this id on this network. It may have been closed and burned, or the link
        may be wrong.
      </p>
      <a className="button" href={POSITIONS_PAGE}>
        Your positions
      </a>
    </section>
  );
}

function shortId(position: PositionRow): string {
  return position.version === 'v2' ? `${position.id.slice(0, 6)}…${position.id.slice(-4)}` : position.id;
}
