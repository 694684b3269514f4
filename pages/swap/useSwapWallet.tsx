import { type ComponentType, useEffect, useState } from 'react';
import { NO_SWAP_WALLET, type SwapWallet } from './swapWallet.ts';

type Bridge = ComponentType<{ onChange: (wallet: SwapWallet) => void }>;

/**
 * The connected wallet, once its code has loaded (right after hydration, off the first load), and the
 * element that keeps it current: render `bridge` anywhere in the page.
 */
export function useSwapWallet(): { wallet: SwapWallet; bridge: React.ReactNode } {
  const [wallet, setWallet] = useState<SwapWallet>(NO_SWAP_WALLET);
  const [WalletBridge, setWalletBridge] = useState<Bridge>();
  useEffect(() => {
    let cancelled = false;
    import('./SwapWalletBridge.tsx').then(
      (module) => !cancelled && setWalletBridge(() => module.SwapWalletBridge),
      // Offline before the chunk was cached: the page still quotes; Connect stays as it is.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return { wallet, bridge: WalletBridge ? <WalletBridge onChange={setWallet} /> : null };
}
