import { useEffect } from 'react';
import { useWalletClient } from 'wagmi';
import { useSwitchToAppChain } from '../../wallet/useSwitchToAppChain.ts';
import { useWalletAccount } from '../../wallet/useWalletAccount.ts';
import { WalletProvider } from '../../wallet/WalletProvider.tsx';
import type { SwapWallet } from './swapWallet.ts';

/**
 * The wallet connection (wagmi) for the swap screen, loaded after the page is interactive so that its
 * code is not part of /swap's first load: quotes need no wallet. Renders nothing; reports upward.
 */
export function SwapWalletBridge({ onChange }: { onChange: (wallet: SwapWallet) => void }) {
  return (
    <WalletProvider>
      <Bridge onChange={onChange} />
    </WalletProvider>
  );
}

function Bridge({ onChange }: { onChange: (wallet: SwapWallet) => void }) {
  const { address, isWrongNetwork } = useWalletAccount();
  const { data: walletClient } = useWalletClient();
  const { switchToAppChain, isPending } = useSwitchToAppChain();
  useEffect(() => {
    onChange({ address, isWrongNetwork, walletClient, switching: isPending, switchToAppChain });
  }, [onChange, address, isWrongNetwork, walletClient, isPending, switchToAppChain]);
  return null;
}
