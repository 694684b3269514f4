import { type ComponentType, useEffect, useState } from 'react';
import { type ConnectedAccount, NO_ACCOUNT, UNKNOWN_ACCOUNT } from './connectedAccount.ts';
import { browserRemembersConnection } from './rememberedConnection.ts';
import { onWalletPickerRequest } from './walletPicker.ts';

const CONNECTION_WATCH_MS = 1000;

type Bridge = ComponentType<{ onChange: (account: ConnectedAccount) => void }>;

/**
 * The connected account for a page that only reads it, and the element that keeps it current (render
 * `bridge` anywhere in the page). The wallet code (wagmi, viem) loads only when there is a wallet to
 * talk to: a connection this browser remembers, or a Connect request; otherwise nobody is connected
 * and the page's first load carries no wallet code.
 */
export function useConnectedAccount(enabled = true): { account: ConnectedAccount; bridge: React.ReactNode } {
  const [account, setAccount] = useState<ConnectedAccount>(UNKNOWN_ACCOUNT);
  const [WalletBridge, setWalletBridge] = useState<Bridge>();
  useEffect(() => {
    if (!enabled || WalletBridge) return;
    let cancelled = false;
    const load = () =>
      import('./ConnectedAccountBridge.tsx').then(
        (module) => !cancelled && setWalletBridge(() => module.ConnectedAccountBridge),
        // Offline before the chunk was cached: nobody can be connected yet.
        () => !cancelled && setAccount(NO_ACCOUNT),
      );
    if (browserRemembersConnection()) void load();
    else setAccount(NO_ACCOUNT);
    const stopListening = onWalletPickerRequest(() => void load());
    // A connection made from the top bar is remembered at once: pick it up within a second.
    const watch = setInterval(() => browserRemembersConnection() && void load(), CONNECTION_WATCH_MS);
    return () => {
      cancelled = true;
      stopListening();
      clearInterval(watch);
    };
  }, [enabled, WalletBridge]);
  return { account, bridge: enabled && WalletBridge ? <WalletBridge onChange={setAccount} /> : null };
}
