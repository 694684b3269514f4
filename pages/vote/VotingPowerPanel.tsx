import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/Skeleton.tsx';
import type { AppWallet } from '../../wallet/appWallet.ts';
import { openWalletPicker } from '../../wallet/walletPicker.ts';

/** The chain reads and the write path come with a connected wallet, not with the page's first load. */
const ConnectedVotingPower = lazy(() =>
  import('./ConnectedVotingPower.tsx').then((module) => ({ default: module.ConnectedVotingPower })),
);

/** The voter's card: Connect until a wallet is connected, then its voting power and delegation. */
export function VotingPowerPanel({ wallet }: { wallet: AppWallet }) {
  const account = wallet.address;
  if (!account)
    return (
      <div className="governance-card" data-testid="voting-power">
        <p>Connect a wallet to see your voting power, delegate and vote.</p>
        <button type="button" className="button" disabled={wallet.resolving} onClick={openWalletPicker}>
          {wallet.resolving ? 'Connecting…' : 'Connect wallet'}
        </button>
      </div>
    );
  return (
    <Suspense
      fallback={
        <div className="governance-card" aria-busy="true">
          <Skeleton width="100%" height={120} />
        </div>
      }
    >
      <ConnectedVotingPower wallet={wallet} account={account} />
    </Suspense>
  );
}
