import { useRef, useState } from 'react';
import { useConnection, useSwitchChain } from 'wagmi';
import { usePopoverDismiss } from '../components/usePopoverDismiss.ts';
import { appChainOf, appChains } from './appChains.ts';
import { WarningIcon } from './WarningIcon.tsx';
import { walletErrorMessage } from './walletErrorMessage.ts';

/**
 * The top bar's network menu, beside the account while a wallet is connected and the app trades on
 * more than one chain: the wallet's network (or that it is one the app does not trade on), and each
 * of the app's chains to move the wallet to. The trading pages follow the wallet (tradingChain.ts).
 */
export function NetworkMenu() {
  const { chainId, connector } = useConnection();
  const { mutate: switchChain, isPending, error, reset } = useSwitchChain();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const current = appChainOf(chainId);

  usePopoverDismiss(open, root, () => setOpen(false));

  if (appChains.length < 2) return null;
  return (
    <div className="network-menu" ref={root}>
      <button
        type="button"
        className={`network-button${current ? '' : ' wrong'}`}
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={`Network: ${current?.name ?? 'wrong network'}`}
        onClick={() => {
          reset();
          setOpen(!open);
        }}
      >
        {current ? <NetworkIcon /> : <WarningIcon size={16} />}
        <span className="network-name">{isPending ? 'Switching…' : (current?.name ?? 'Wrong network')}</span>
      </button>
      {open ? (
        <div className="network-list" role="dialog" aria-label="Networks">
          <p className="small muted">Trade on</p>
          <ul>
            {appChains.map((chain) => (
              <li key={chain.id}>
                <button
                  type="button"
                  className="network-choice"
                  aria-current={chain === current ? 'true' : undefined}
                  disabled={isPending}
                  onClick={() =>
                    chain === current
                      ? setOpen(false)
                      : switchChain({ chainId: chain.id }, { onSuccess: () => setOpen(false) })
                  }
                >
                  <span>{chain.name}</span>
                  <span className="small muted">
                    {chain === current ? 'Connected' : `Chain id ${chain.id}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {error ? <p className="small wallet-error">{walletErrorMessage(error, connector?.name)}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

/** A network: what the button shows alone where the top bar has no room for the chain's name. */
function NetworkIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor">
      <circle cx="8" cy="8" r="6.25" strokeWidth="1.5" />
      <path d="M1.75 8h12.5M8 1.75c-3.2 3.5-3.2 9 0 12.5M8 1.75c3.2 3.5 3.2 9 0 12.5" strokeWidth="1.5" />
    </svg>
  );
}
