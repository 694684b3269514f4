import { type ComponentType, useEffect, useState } from 'react';
import { hasRememberedConnection } from '../../wallet/rememberedConnection.ts';
import { onWalletPickerRequest } from '../../wallet/walletPicker.ts';
import { NO_SWAP_WALLET, type SwapWallet } from './swapWallet.ts';

const CONNECTION_WATCH_MS = 1000;

type Bridge = ComponentType<{ onChange: (wallet: SwapWallet) => void }>;

/**
 * The connected wallet and the element that keeps it current (render `bridge` anywhere in the page).
 * The wallet code loads only when there is a wallet to talk to: a connection this browser remembers,
 * or a Connect request; a first visit quotes without it.
 */
export function useSwapWallet(): { wallet: SwapWallet; bridge: React.ReactNode } {
  const [wallet, setWallet] = useState<SwapWallet>(NO_SWAP_WALLET);
  const [WalletBridge, setWalletBridge] = useState<Bridge>();
  useEffect(() => {
    if (WalletBridge) return;
    let cancelled = false;
    const load = () =>
      import('./SwapWalletBridge.tsx').then(
        (module) => !cancelled && setWalletBridge(() => module.SwapWalletBridge),
        // Offline before the chunk was cached: the page still quotes; Connect stays as it is.
        () => undefined,
      );
    const remembered = () => {
      try {
        return hasRememberedConnection(window.localStorage);
      } catch {
        return false; // Storage denied: nothing is remembered.
      }
    };
    if (remembered()) void load();
    const stopListening = onWalletPickerRequest(() => void load());
    // A connection made from the top bar is remembered at once: pick it up within a second.
    const watch = setInterval(() => remembered() && void load(), CONNECTION_WATCH_MS);
    return () => {
      cancelled = true;
      stopListening();
      clearInterval(watch);
    };
  }, [WalletBridge]);
  return { wallet, bridge: WalletBridge ? <WalletBridge onChange={setWallet} /> : null };
}
