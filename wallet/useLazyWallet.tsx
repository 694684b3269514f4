import { type ComponentType, useEffect, useState } from 'react';
import { type AppWallet, NO_WALLET } from './appWallet.ts';
import { hasRememberedConnection } from './rememberedConnection.ts';
import { onWalletPickerRequest } from './walletPicker.ts';

const CONNECTION_WATCH_MS = 1000;

type Bridge = ComponentType<{ onChange: (wallet: AppWallet) => void }>;

/**
 * The connected wallet and the element that keeps it current (render `bridge` anywhere in the page).
 * The wallet code loads only when there is a wallet to talk to: a connection this browser remembers,
 * or a Connect request; a first visit quotes and fills the send form without it.
 */
export function useLazyWallet(): { wallet: AppWallet; bridge: React.ReactNode } {
  const [wallet, setWallet] = useState<AppWallet>(NO_WALLET);
  const [WalletBridge, setWalletBridge] = useState<Bridge>();
  useEffect(() => {
    if (WalletBridge) return;
    let cancelled = false;
    const load = () =>
      import('./WalletBridge.tsx').then(
        (module) => !cancelled && setWalletBridge(() => module.WalletBridge),
        // Offline before the chunk was cached: the page still works; Connect stays as it is.
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
