import { useSyncExternalStore } from 'react';
import { appChainOf, defaultAppChain } from './appChains.ts';
import type { AppChain } from './defineAppChain.ts';

/**
 * The chain the trading pages quote, read balances and send on: the connected wallet's when it is one
 * of the app's chains, else the default. Kept here, without wagmi, so the reads of a page that has not
 * loaded the wallet code know it too; the wallet code reports every change of network
 * (wagmiConfig.ts).
 */
let current: AppChain = defaultAppChain;
const listeners = new Set<() => void>();

export function tradingChain(): AppChain {
  return current;
}

/** The wallet is on `chainId` (undefined: no wallet connected). */
export function setTradingChain(chainId: number | undefined): void {
  const next = appChainOf(chainId) ?? defaultAppChain;
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The trading chain, re-rendering when the wallet moves to another. */
export function useTradingChain(): AppChain {
  return useSyncExternalStore(subscribe, tradingChain, () => defaultAppChain);
}
