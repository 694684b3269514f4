import { useEffect, useState } from 'react';
import { type Connector, useConnect, useConnectors } from 'wagmi';
import { ModalDialog } from '../components/ModalDialog.tsx';
import { appChains } from './appChains.ts';
import { DEV_WALLET_ID } from './devWalletConnector.ts';
import { walletErrorMessage } from './walletErrorMessage.ts';

const PLAIN_INJECTED_ID = 'injected';

/**
 * The wallet picker (spec: SelectWalletScreen): wallets that announced themselves (EIP-6963) with their
 * icons, the browser's plain injected wallet when it is not one of those, and on the local chain the
 * built-in dev wallet. A modal dialog: focus stays inside, Escape closes it.
 */
export function SelectWalletScreen({ onClose }: { onClose: () => void }) {
  const connectors = useConnectors();
  const plainInjectedShown = usePlainInjectedShown(connectors);
  const { mutate: connect, isPending, variables, error, reset } = useConnect();

  const announced = connectors.filter((c) => c.type === 'injected' && c.id !== PLAIN_INJECTED_ID);
  const plainInjected = plainInjectedShown ? connectors.filter((c) => c.id === PLAIN_INJECTED_ID) : [];
  const dev = connectors.filter((c) => c.id === DEV_WALLET_ID);
  const pendingName = isPending ? walletName(variables.connector as Connector) : undefined;
  const failedName = error ? walletName(variables?.connector as Connector | undefined) : undefined;

  const choose = (connector: Connector) => {
    reset();
    connect({ connector });
  };

  return (
    <ModalDialog
      className="wallet-dialog"
      titleId="wallet-dialog-title"
      title="Connect a wallet"
      onClose={onClose}
    >
      {announced.length + plainInjected.length === 0 ? (
        <p className="muted small wallet-none">
          No browser wallet found. Install one (any wallet that supports EIP-6963), then reload this page.
        </p>
      ) : null}
      <ul className="wallet-options">
        {[...announced, ...plainInjected].map((connector) => (
          <WalletOption key={connector.uid} connector={connector} disabled={isPending} onChoose={choose} />
        ))}
      </ul>
      {dev.length > 0 ? (
        <>
          <p className="wallet-dev-label small muted">For development on {localChainNames} only</p>
          <ul className="wallet-options">
            {dev.map((connector) => (
              <WalletOption
                key={connector.uid}
                connector={connector}
                disabled={isPending}
                detail="Funded test account, signs in this page. Never use its key elsewhere."
                onChoose={choose}
              />
            ))}
          </ul>
        </>
      ) : null}
      <div className="wallet-dialog-status" aria-live="polite">
        {pendingName ? (
          <p className="small">Waiting for {pendingName}: approve the connection there.</p>
        ) : null}
        {error ? (
          <p className="small wallet-error" role="alert">
            {walletErrorMessage(error, failedName)}
          </p>
        ) : null}
      </div>
    </ModalDialog>
  );
}

function WalletOption({
  connector,
  detail,
  disabled,
  onChoose,
}: {
  connector: Connector;
  detail?: string;
  disabled: boolean;
  onChoose: (connector: Connector) => void;
}) {
  return (
    <li>
      <button type="button" className="wallet-option" disabled={disabled} onClick={() => onChoose(connector)}>
        {connector.icon ? (
          <img src={connector.icon} alt="" width="32" height="32" />
        ) : (
          <span className="wallet-option-icon" aria-hidden="true" />
        )}
        <span>
          <span className="wallet-option-name">{walletName(connector)}</span>
          {detail ? <span className="small muted wallet-option-detail">{detail}</span> : null}
        </span>
      </button>
    </li>
  );
}

/** The name a person knows a wallet by; the plain injected provider has no name of its own. */
export function walletName(connector: Pick<Connector, 'id' | 'name'> | undefined): string {
  if (!connector) return 'your wallet';
  return connector.id === PLAIN_INJECTED_ID ? 'Browser wallet' : connector.name;
}

/**
 * Whether `window.ethereum` deserves its own entry: it exists and is not the same provider as a wallet
 * that announced itself (most wallets do both; listing one wallet twice confuses).
 */
function usePlainInjectedShown(connectors: readonly Connector[]): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let current = true;
    const plain = connectors.find((c) => c.id === PLAIN_INJECTED_ID);
    const announced = connectors.filter((c) => c.type === 'injected' && c.id !== PLAIN_INJECTED_ID);
    Promise.all([plain?.getProvider(), ...announced.map((c) => c.getProvider())]).then(
      ([plainProvider, ...announcedProviders]) => {
        if (current) setShown(plainProvider !== undefined && !announcedProviders.includes(plainProvider));
      },
      () => current && setShown(false),
    );
    return () => {
      current = false;
    };
  }, [connectors]);
  return shown;
}

const localChainNames = appChains
  .filter((chain) => chain.local)
  .map((chain) => chain.name)
  .join(' and ');
