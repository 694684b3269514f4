import { WALLET_STORAGE_KEY } from './walletStorageKey.ts';

/**
 * Whether this browser remembers a wallet connection (wagmi's persisted store names a current one), read
 * without wagmi: the top bar loads the wallet code after hydration only then, so it reconnects.
 */
export function hasRememberedConnection(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    const stored = storage.getItem(`${WALLET_STORAGE_KEY}.store`);
    if (!stored) return false;
    const { state } = JSON.parse(stored) as { state?: { current?: unknown } };
    return state?.current !== undefined && state.current !== null;
  } catch {
    return false;
  }
}

/** Whether this browser remembers a wallet connection; false where there is no storage or it is denied. */
export function browserRemembersConnection(): boolean {
  try {
    return typeof window !== 'undefined' && hasRememberedConnection(window.localStorage);
  } catch {
    return false; // Storage denied (privacy settings): nothing is remembered.
  }
}
