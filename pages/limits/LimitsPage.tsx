import '../../components/PositionList.css';
import '../positions/PositionsPage.css';
import './LimitsPage.css';
import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '../../components/Skeleton.tsx';
import { useLimitOrders } from '../../data/hooks/useLimitOrders.ts';
import type { LimitOrderState, LimitOrderSummary } from '../../data/limitOrderApi.ts';
import { LIMIT_PAGE } from '../../preview/sitePages.ts';
import { useLazyWallet } from '../../wallet/useLazyWallet.tsx';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { loadLimitOrderChainReads } from '../limit/loadLimitOrderChainReads.ts';
import { LimitOrderRow } from './LimitOrderRow.tsx';
import { useOrderTokens } from './useOrderTokens.ts';

/** The local chain's clock control loads with the first open order: its chain code stays out of the first load. */
const DevClockControl = lazy(() =>
  import('../vote/DevClockControl.tsx').then((module) => ({ default: module.DevClockControl })),
);

const STATES: readonly { state: LimitOrderState; title: string }[] = [
  { state: 'open', title: 'Open' },
  { state: 'filled', title: 'Filled' },
  { state: 'expired', title: 'Expired' },
  { state: 'cancelled', title: 'Cancelled' },
];

/**
 * `/limits`: the connected wallet's limit orders by state, with their amounts and prices; open ones
 * can be cancelled on chain, one or all (Permit2 spends their nonces, so no filler can fill them).
 */
export function LimitsPage() {
  const { wallet, bridge } = useLazyWallet();
  const orders = useLimitOrders(wallet.address);
  const tokenOf = useOrderTokens(orders.data);
  const [cancelling, setCancelling] = useState<'idle' | 'signing' | 'pending'>('idle');
  const [failure, setFailure] = useState<string>();
  const listed = orders.data;
  const open = (listed ?? []).filter((order) => order.state === 'open');

  const cancel = async (which: readonly LimitOrderSummary[]) => {
    if (!wallet.address || !wallet.walletClient || which.length === 0) return;
    setFailure(undefined);
    setCancelling('signing');
    const reads = await loadLimitOrderChainReads();
    try {
      await reads.cancel(
        wallet.address,
        wallet.walletClient,
        which.map((order) => BigInt(order.nonce)),
        ({ stage }) => stage === 'pending' && setCancelling('pending'),
      );
      await orders.mutate();
    } catch (error) {
      setFailure(reads.describe(error).message);
    } finally {
      setCancelling('idle');
    }
  };

  return (
    <section className="positions-page" aria-labelledby="limits-title">
      {bridge}
      <header className="positions-header">
        <h1 id="limits-title">Your limit orders</h1>
        <div className="limits-actions">
          {open.length > 1 && wallet.walletClient ? (
            <button
              type="button"
              className="button secondary"
              disabled={cancelling !== 'idle'}
              onClick={() => void cancel(open)}
            >
              Cancel all
            </button>
          ) : null}
          <a className="button" href={LIMIT_PAGE}>
            New limit order
          </a>
        </div>
      </header>
      <p className="positions-intro muted">
        Orders you signed, kept by the order service until the market reaches your price or they expire.
        Cancelling is a transaction: it makes the order impossible to fill.
      </p>
      {open.length > 0 ? (
        // Expiry takes days; on the local chain a developer skips ahead to see an order expire.
        <Suspense fallback={null}>
          <DevClockControl
            label="Skip ahead 2 days"
            blocks={1n}
            seconds={2n * 86_400n}
            onMoved={() => void orders.mutate()}
          />
        </Suspense>
      ) : null}
      {failure ? (
        <p className="swap-error" role="alert">
          {failure}
        </p>
      ) : null}
      {cancelling !== 'idle' ? (
        <p className="muted" role="status">
          {cancelling === 'signing' ? 'Confirm the cancellation in your wallet…' : 'Cancelling…'}
        </p>
      ) : null}
      {wallet.resolving ? <Skeleton width="100%" height={132} /> : null}
      {!wallet.resolving && !wallet.address ? (
        <div className="data-state">
          <p>Connect a wallet to see your limit orders.</p>
          <button type="button" className="button" onClick={openWalletPicker}>
            Connect wallet
          </button>
        </div>
      ) : null}
      {wallet.address && orders.error && !orders.data ? (
        <div className="data-state" role="alert">
          <p>{(orders.error as Error).message}</p>
          <button type="button" className="button" onClick={() => void orders.mutate()}>
            Try again
          </button>
        </div>
      ) : null}
      {wallet.address && !orders.data && !orders.error ? <Skeleton width="100%" height={132} /> : null}
      {orders.data && orders.data.length === 0 ? (
        <div className="data-state">
          <p>No limit orders yet.</p>
          <a className="button" href={LIMIT_PAGE}>
            Place a limit order
          </a>
        </div>
      ) : null}
      {listed
        ? STATES.map(({ state, title }) => {
            const inState = listed.filter((order) => order.state === state);
            return inState.length === 0 ? null : (
              <section
                key={state}
                className="limits-group"
                aria-label={`${title} orders`}
                data-testid={`limits-${state}`}
              >
                <h2 className="limits-group-title">
                  {title} <span className="muted">{inState.length}</span>
                </h2>
                <ul className="position-list">
                  {inState.map((order) => (
                    <LimitOrderRow
                      key={order.orderHash}
                      order={order}
                      input={tokenOf(order.inputToken)}
                      output={tokenOf(order.outputToken)}
                      onCancel={
                        state === 'open' && wallet.walletClient && cancelling === 'idle'
                          ? () => void cancel([order])
                          : undefined
                      }
                    />
                  ))}
                </ul>
              </section>
            );
          })
        : null}
    </section>
  );
}
