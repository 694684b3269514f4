import { Skeleton } from '../../components/Skeleton.tsx';
import { useHydrated } from '../../components/useHydrated.ts';
import { CREATE_POSITION_PAGE } from '../../preview/pagePaths.ts';
import { useConnectedAccount } from '../../wallet/useConnectedAccount.tsx';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { OwnedPositions } from './OwnedPositions.tsx';
import './PositionsPage.css';

/**
 * `/positions`: the connected wallet's liquidity positions. The list comes from the Data API; the
 * wallet code loads only for a remembered connection or a Connect click (useConnectedAccount).
 */
export function PositionsPage() {
  const { account, bridge } = useConnectedAccount();
  const hydrated = useHydrated();
  return (
    <section className="positions-page" aria-labelledby="positions-title">
      {bridge}
      <header className="positions-header">
        <h1 id="positions-title">Your positions</h1>
        <a className="button" href={CREATE_POSITION_PAGE}>
          New position
        </a>
      </header>
      {/* In the built page, before any script: what a first visit paints at once (and its largest
          text, so the page's largest paint does not wait for the wallet's state). */}
      <p className="positions-intro muted">
        Your liquidity on v2, v3 and v4: each position’s pair, fee tier and price range, whether the price is
        in it, what it is worth and the fees it has earned.
      </p>
      {account.status === 'unknown' ? <Skeleton width="100%" height={132} /> : null}
      {account.status === 'disconnected' ? (
        <div className="data-state positions-connect">
          <p>Connect a wallet to see the liquidity you provide.</p>
          <button type="button" className="button" disabled={!hydrated} onClick={openWalletPicker}>
            Connect wallet
          </button>
        </div>
      ) : null}
      {account.status === 'connected' ? <OwnedPositions owner={account.address} isWallet /> : null}
    </section>
  );
}
