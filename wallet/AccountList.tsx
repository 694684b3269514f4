import { useState } from 'react';
import type { Address, EIP1193Provider } from 'viem';
import { useBalance, useConnection, useDisconnect } from 'wagmi';
import { DevTopUpButton } from '../balances/DevTopUpButton.tsx';
import { formatUsdUnits } from '../balances/formatUsdUnits.ts';
import { usePortfolioValue } from '../balances/usePortfolioValue.ts';
import { shortAddress } from '../components/formatNumbers.ts';
import { Skeleton } from '../components/Skeleton.tsx';
import { formatTokenAmount } from '../components/tokenAmounts.ts';
import { useDisplayCurrency } from '../currency/useDisplayCurrency.ts';
import { portfolioPagePath } from '../preview/pagePaths.ts';
import { appChain } from './appChain.ts';
import { DEV_WALLET_ID } from './devWalletConnector.ts';
import { Identicon } from './Identicon.tsx';
import { walletName } from './SelectWalletScreen.tsx';
import { walletErrorMessage } from './walletErrorMessage.ts';

const COPIED_FOR_MS = 1500;

/**
 * The account menu (spec: AccountList): who is connected and with which wallet, the ETH balance and the
 * portfolio value, then copy, explorer, switch account and disconnect.
 */
export function AccountList({ address, isWrongNetwork }: { address: Address; isWrongNetwork: boolean }) {
  const { connector } = useConnection();
  const { mutate: disconnect } = useDisconnect();
  const [copied, setCopied] = useState(false);
  const [actionError, setActionError] = useState<string>();
  const name = walletName(connector);
  const explorer = appChain.blockExplorers?.default.url;

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
            {name} · {appChain.name}
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
            <PortfolioTotal address={address} />
          </dd>
        </div>
      </dl>
      {isWrongNetwork ? (
        <p className="small wallet-error">Wrong network: switch to {appChain.name} to trade.</p>
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
          <DevTopUpButton address={address} />
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

function EthBalance({ address }: { address: Address }) {
  const { data, error } = useBalance({ address, chainId: appChain.id, query: { refetchInterval: 4_000 } });
  if (error) return <span className="muted">Chain unreachable</span>;
  if (!data) return <Skeleton width={96} />;
  return <>{`${formatTokenAmount(data.value, data.decimals)} ${data.symbol}`}</>;
}

function PortfolioTotal({ address }: { address: Address }) {
  const displayCurrency = useDisplayCurrency();
  const { valueUsd, error } = usePortfolioValue(address);
  if (error) return <span className="muted">Unavailable</span>;
  if (valueUsd === undefined) return <Skeleton width={96} />;
  return <>{formatUsdUnits(valueUsd, displayCurrency)}</>;
}
