import { type ComponentType, createElement, type ReactNode, useEffect, useState } from 'react';
import { hasRememberedConnection } from '../../wallet/rememberedConnection.ts';
import { onWalletPickerRequest } from '../../wallet/walletPicker.ts';

/** The connected wallet as the portfolio needs it: whose portfolio to show, if anyone's. */
export type PortfolioWallet =
  /** Not known yet: before hydration, or while a remembered connection comes back. */
  { state: 'connecting' } | { state: 'disconnected' } | { state: 'connected'; address: string };

type Bridge = ComponentType<{ onChange: (wallet: PortfolioWallet) => void }>;

const CONNECTION_WATCH_MS = 1000;

/**
 * The connected wallet and the element that keeps it current (render `bridge` in the page). The wallet
 * code loads only when there is a wallet to ask: a connection this browser remembers, or a Connect
 * request; a first visit shows "connect or enter an address" without loading it.
 */
export function usePortfolioWallet(enabled: boolean): { wallet: PortfolioWallet; bridge: ReactNode } {
  const [wallet, setWallet] = useState<PortfolioWallet>({ state: 'connecting' });
  const [WalletBridge, setWalletBridge] = useState<Bridge>();
  useEffect(() => {
    if (!enabled || WalletBridge) return;
    let cancelled = false;
    const load = () =>
      import('./PortfolioWalletBridge.tsx').then(
        (module) => !cancelled && setWalletBridge(() => module.PortfolioWalletBridge),
        // Offline before the chunk was cached: the page offers an address instead.
        () => !cancelled && setWallet({ state: 'disconnected' }),
      );
    const remembered = () => {
      try {
        return hasRememberedConnection(window.localStorage);
      } catch {
        return false; // Storage denied: nothing is remembered.
      }
    };
    if (remembered()) void load();
    else setWallet({ state: 'disconnected' });
    const stopListening = onWalletPickerRequest(() => void load());
    // A connection made from the top bar is remembered at once: pick it up within a second.
    const watch = setInterval(() => remembered() && void load(), CONNECTION_WATCH_MS);
    return () => {
      cancelled = true;
      stopListening();
      clearInterval(watch);
    };
  }, [enabled, WalletBridge]);
  return {
    wallet,
    bridge: enabled && WalletBridge ? createElement(WalletBridge, { onChange: setWallet }) : null,
  };
}
