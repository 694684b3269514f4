import { useEffect } from 'react';
import { useWalletClient } from 'wagmi';
import type { AppWallet } from './appWallet.ts';
import { useSwitchToAppChain } from './useSwitchToAppChain.ts';
import { useWalletAccount } from './useWalletAccount.ts';
import { WalletProvider } from './WalletProvider.tsx';

/**
 * The wallet connection (wagmi) for a trading page, loaded after the page is interactive so that its
 * code is not part of the page's first load: quotes and the send form need no wallet. Renders nothing; reports upward.
 */
export function WalletBridge({ onChange }: { onChange: (wallet: AppWallet) => void }) {
  return (
    <WalletProvider>
      <Bridge onChange={onChange} />
    </WalletProvider>
  );
}

function Bridge({ onChange }: { onChange: (wallet: AppWallet) => void }) {
  const { address, status, isWrongNetwork, walletName } = useWalletAccount();
  const resolving = status === 'reconnecting' || status === 'connecting';
  const { data: walletClient } = useWalletClient();
  const { switchToAppChain, isPending } = useSwitchToAppChain();
  useEffect(() => {
    onChange({
      address,
      resolving,
      isWrongNetwork,
      walletClient,
      walletName,
      switching: isPending,
      switchToAppChain,
    });
  }, [onChange, address, resolving, isWrongNetwork, walletClient, walletName, isPending, switchToAppChain]);
  return null;
}
