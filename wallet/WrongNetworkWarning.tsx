import { useConnection } from 'wagmi';
import { appChains, defaultAppChain } from './appChains.ts';
import { useSwitchToAppChain } from './useSwitchToAppChain.ts';
import { WarningIcon } from './WarningIcon.tsx';
import { walletErrorMessage } from './walletErrorMessage.ts';

/**
 * Shown while the connected wallet is on a chain the app does not trade on: nothing can be signed
 * there, so one button moves the wallet to the default chain (switching, or adding the chain when the
 * wallet does not know it); the network menu offers the others.
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
          Your wallet is on the network with chain id {chainId}. This app trades on {tradedChains}.
        </p>
        {error ? <p className="small wallet-error">{walletErrorMessage(error, connector?.name)}</p> : null}
      </div>
      <button type="button" className="button" disabled={isPending} onClick={switchToAppChain}>
        {isPending ? 'Confirm in your wallet…' : `Switch to ${defaultAppChain.name}`}
      </button>
    </div>
  );
}

const tradedChains = appChains.map((chain) => `${chain.name} (chain id ${chain.id})`).join(' and ');
