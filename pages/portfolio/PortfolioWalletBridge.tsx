import { useEffect } from 'react';
import { useWalletAccount } from '../../wallet/useWalletAccount.ts';
import { WalletProvider } from '../../wallet/WalletProvider.tsx';
import type { PortfolioWallet } from './usePortfolioWallet.ts';

/**
 * The wallet connection for `/portfolio` without an address, loaded after the page is interactive so
 * that wagmi is not part of the page's first load. Renders nothing; reports the account upward.
 */
export function PortfolioWalletBridge({ onChange }: { onChange: (wallet: PortfolioWallet) => void }) {
  return (
    <WalletProvider>
      <Bridge onChange={onChange} />
    </WalletProvider>
  );
}

function Bridge({ onChange }: { onChange: (wallet: PortfolioWallet) => void }) {
  const { address, status } = useWalletAccount();
  useEffect(() => {
    onChange(
      status === 'connecting' || status === 'reconnecting'
        ? { state: 'connecting' }
        : address
          ? { state: 'connected', address }
          : { state: 'disconnected' },
    );
  }, [onChange, address, status]);
  return null;
}
