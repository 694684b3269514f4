import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { type AppWallet, NO_WALLET, RESOLVING_WALLET } from './appWallet.ts';
import { browserRemembersConnection } from './rememberedConnection.ts';
import { onWalletPickerRequest } from './walletPicker.ts';

const CONNECTION_WATCH_MS = 1000;

type Bridge = ComponentType<{ onChange: (wallet: AppWallet) => void }>;

const subscribeNever = () => () => {};

/**
 * The connected wallet and the element that keeps it current (render `bridge` anywhere in the page).
 * The wallet code loads only when there is a wallet to talk to: a connection this browser remembers,
 * or a Connect request; a first visit quotes and fills the send form without it. A remembered
 * connection is `resolving` from the first render after hydration until the wallet code says who is
 * connected (or that nobody is: its reconnect failed, or the code could not load).
 */
export function useLazyWallet(): { wallet: AppWallet; bridge: React.ReactNode } {
  // Read as the page renders (after hydration: the prerendered HTML knows no browser), so no render
  // shows a remembered wallet as disconnected before an effect could correct it.
  const remembered = useSyncExternalStore(subscribeNever, browserRemembersConnection, () => false);
  const [reported, setReported] = useState<AppWallet>();
  const [WalletBridge, setWalletBridge] = useState<Bridge>();
  // Once the wallet code is on its way, the account is unknown until its bridge reports (the wallet
  // code clears the remembered connection from storage while it reconnects).
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (WalletBridge) return;
    let cancelled = false;
    const load = () => {
      setLoading(true);
      return import('./WalletBridge.tsx').then(
        (module) => !cancelled && setWalletBridge(() => module.WalletBridge),
        // Offline before the chunk was cached: the page still works, with nobody connected.
        () => !cancelled && setReported(NO_WALLET),
      );
    };
    if (browserRemembersConnection()) void load();
    const stopListening = onWalletPickerRequest(() => void load());
    // A connection made from the top bar is remembered at once: pick it up within a second.
    const watch = setInterval(() => browserRemembersConnection() && void load(), CONNECTION_WATCH_MS);
    return () => {
      cancelled = true;
      stopListening();
      clearInterval(watch);
    };
  }, [WalletBridge]);
  const wallet = reported ?? (remembered || loading ? RESOLVING_WALLET : NO_WALLET);
  return { wallet, bridge: WalletBridge ? <WalletBridge onChange={setReported} /> : null };
}
