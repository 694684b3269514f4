import { type ComponentType, useState } from 'react';
import type { Address, EIP1193Provider } from 'viem';
import { useConnection, useDisconnect } from 'wagmi';
import { shortAddress } from '../components/formatNumbers.ts';
import { portfolioPagePath } from '../preview/pagePaths.ts';
import { defaultAppChain } from './appChains.ts';
import { DEV_WALLET_ID } from './devWalletConnector.ts';
import { Identicon } from './Identicon.tsx';
import { RecentTransactions } from './RecentTransactions.tsx';
import type { RememberedTransaction } from './rememberedTransactions.ts';
import { walletName } from './SelectWalletScreen.tsx';
import { useTradingChain } from './tradingChain.ts';
import { walletErrorMessage } from './walletErrorMessage.ts';

const COPIED_FOR_MS = 1500;

/**
 * What the menu shows of the account's holdings, given by the code that mounts the wallet: the wallet
 * knows no tokens, and the balances code is not the wallet's to load.
 */
export interface AccountHoldings {
  EthBalance: ComponentType<{ address: Address }>;
  PortfolioValue: ComponentType<{ address: Address }>;
  /** The dev wallet's Top up, in place of Switch account. */
  DevTopUp: ComponentType<{ address: Address }>;
  /** News of the account's standing orders (a limit order filled), told on every page while connected. */
  OrderNews: ComponentType<{ address: Address }>;
}

/**
 * The account menu (spec: AccountList): who is connected and with which wallet, the ETH balance and the
 * portfolio value, the transactions this browser sent (pending, then the recent ones), then copy,
 * explorer, switch account and disconnect.
 */
export function AccountList({
  address,
  isWrongNetwork,
  holdings: { EthBalance, PortfolioValue, DevTopUp },
  transactions,
}: {
  address: Address;
  isWrongNetwork: boolean;
  holdings: AccountHoldings;
  transactions: readonly RememberedTransaction[];
}) {
  const { connector } = useConnection();
  const { mutate: disconnect } = useDisconnect();
  const [copied, setCopied] = useState(false);
  const [actionError, setActionError] = useState<string>();
  const name = walletName(connector);
  const chain = useTradingChain();
  const explorer = chain.blockExplorers?.default.url;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_FOR_MS);
    } catch {
      setActionError('The browser refused to copy. Select the address and copy it by hand.');
    }
  };

  // Wallets show their own account chooser for a fresh permission request, then report the choice
  // with `accountsChanged`, which the connection follows.
  const switchAccount = async () => {
    setActionError(undefined);
    try {
      const provider = (await connector?.getProvider()) as EIP1193Provider | undefined;
      await provider?.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] });
    } catch (error) {
      setActionError(walletErrorMessage(error, name));
    }
  };

  return (
    <div className="account-list" role="dialog" aria-label="Account">
      <div className="account-list-head">
        <Identicon address={address} size={40} />
        <div>
          <strong title={address}>{shortAddress(address)}</strong>
          <span className="small muted">
            {name} · {isWrongNetwork ? 'Wrong network' : chain.name}
          </span>
        </div>
      </div>
      <dl className="account-figures">
        <div>
          <dt className="small muted">ETH balance</dt>
          <dd>
            <EthBalance address={address} />
          </dd>
        </div>
        <div>
          <dt className="small muted">Portfolio value</dt>
          <dd>
            <PortfolioValue address={address} />
          </dd>
        </div>
      </dl>
      {transactions.length > 0 ? <RecentTransactions transactions={transactions} /> : null}
      {isWrongNetwork ? (
        <p className="small wallet-error">Wrong network: switch to {defaultAppChain.name} to trade.</p>
      ) : null}
      <div className="account-actions">
        <a className="button secondary" href={portfolioPagePath()}>
          View portfolio
        </a>
        <button type="button" className="button secondary" onClick={copy}>
          {copied ? 'Copied' : 'Copy address'}
        </button>
        {explorer ? (
          <a
            className="button secondary"
            href={`${explorer}/address/${address}`}
            target="_blank"
            rel="noreferrer"
          >
            View on explorer
          </a>
        ) : null}
        {connector?.id === DEV_WALLET_ID ? (
          <DevTopUp address={address} />
        ) : (
          <button type="button" className="button secondary" onClick={switchAccount}>
            Switch account
          </button>
        )}
        <button type="button" className="button secondary" onClick={() => disconnect()}>
          Disconnect
        </button>
      </div>
      {actionError ? (
        <p className="small wallet-error" role="alert">
          {actionError}
        </p>
      ) : null}
    </div>
  );
}
