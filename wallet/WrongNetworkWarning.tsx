import { useConnection } from 'wagmi';
import { appChain } from './appChain.ts';
import { useSwitchToAppChain } from './useSwitchToAppChain.ts';
import { WarningIcon } from './WarningIcon.tsx';
import { walletErrorMessage } from './walletErrorMessage.ts';

/**
 * Shown while the connected wallet is on another chain than the app's: nothing can be signed there, so
 * one button moves the wallet over (switching, or adding the chain when the wallet does not know it).
 */
export function WrongNetworkWarning({ className = '' }: { className?: string }) {
  const { chainId, connector } = useConnection();
  const { switchToAppChain, isPending, error } = useSwitchToAppChain();
  return (
    <div role="alert" className={`wrong-network ${className}`}>
      <WarningIcon size={22} />
      <div className="wrong-network-text">
        <strong>Wrong network</strong>
        <p className="small">
          Your wallet is on the network with chain id {chainId}. This app trades on {appChain.name} (chain id{' '}
          {appChain.id}).
        </p>
        {error ? <p className="small wallet-error">{walletErrorMessage(error, connector?.name)}</p> : null}
      </div>
      <button type="button" className="button" disabled={isPending} onClick={switchToAppChain}>
        {isPending ? 'Confirm in your wallet…' : `Switch to ${appChain.name}`}
      </button>
    </div>
  );
}
