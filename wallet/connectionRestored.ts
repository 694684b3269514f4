import { useSyncExternalStore } from 'react';
import { wagmiConfig } from './wagmiConfig.ts';

/**
 * Whether wagmi has finished restoring the connection this browser remembers: its provider reconnects
 * once per page, on mount. Until then wagmi says "disconnected" even for a remembered wallet (and its
 * config has already overwritten the remembered state in storage with an empty one, so storage cannot
 * tell either): that "disconnected" means "not known yet". Any reconnect or connect that ends, either
 * way, settles it for the page's life.
 */
let restored = false;
const listeners = new Set<() => void>();

wagmiConfig.subscribe(
  (state) => state.status,
  (status, previous) => {
    if (restored || (previous !== 'reconnecting' && previous !== 'connecting')) return;
    if (status !== 'connected' && status !== 'disconnected') return;
    restored = true;
    for (const listener of listeners) listener();
  },
);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Inside a wallet bridge: false until the page's reconnect has ended (connected or not). */
export function useConnectionRestored(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => restored,
    () => false,
  );
}
