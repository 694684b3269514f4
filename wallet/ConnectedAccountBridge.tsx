import { useEffect } from 'react';
import { type ConnectedAccount, NO_ACCOUNT, UNKNOWN_ACCOUNT } from './connectedAccount.ts';
import { useWalletAccount } from './useWalletAccount.ts';
import { WalletProvider } from './WalletProvider.tsx';

/** The wallet connection for a page that reads the account, loaded after the page is interactive. */
export function ConnectedAccountBridge({ onChange }: { onChange: (account: ConnectedAccount) => void }) {
  return (
    <WalletProvider>
      <Bridge onChange={onChange} />
    </WalletProvider>
  );
}

function Bridge({ onChange }: { onChange: (account: ConnectedAccount) => void }) {
  const { address, status } = useWalletAccount();
  useEffect(() => {
    if (address) onChange({ status: 'connected', address });
    else onChange(status === 'disconnected' ? NO_ACCOUNT : UNKNOWN_ACCOUNT);
  }, [onChange, address, status]);
  return null;
}
