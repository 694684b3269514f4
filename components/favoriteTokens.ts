import { useSyncExternalStore } from 'react';
import type { Chain } from '../data/chains.ts';

/** A token the reader starred, as the Data API names it (`address: null` is the chain's native token). */
export interface FavoriteToken {
  chain: Chain;
  address: string | null;
}

export const FAVORITE_TOKENS_STORAGE_KEY = 'favorite-tokens';

const NONE: readonly FavoriteToken[] = [];

let favorites: readonly FavoriteToken[] | undefined;
const listeners = new Set<() => void>();

/**
 * The starred tokens, oldest first. They live in this browser only, so prerendered HTML and hydration
 * see none (`useFavoriteTokens`); they appear right after.
 */
export function favoriteTokens(): readonly FavoriteToken[] {
  favorites ??= read();
  return favorites;
}

export function isFavorite(list: readonly FavoriteToken[], token: FavoriteToken): boolean {
  return list.some((favorite) => sameToken(favorite, token));
}

export function toggleFavorite(token: FavoriteToken): void {
  const list = favoriteTokens();
  const next = isFavorite(list, token)
    ? list.filter((favorite) => !sameToken(favorite, token))
    : [...list, { chain: token.chain, address: token.address?.toLowerCase() ?? null }];
  try {
    localStorage.setItem(FAVORITE_TOKENS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage denied (private mode): the star lasts for this page only.
  }
  publish(next);
}

export function useFavoriteTokens(): readonly FavoriteToken[] {
  return useSyncExternalStore(subscribe, favoriteTokens, () => NONE);
}

/** Another tab starring a token shows here too. */
function onStorage(event: StorageEvent): void {
  if (event.key === FAVORITE_TOKENS_STORAGE_KEY) publish(read());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) removeEventListener('storage', onStorage);
  };
}

function publish(next: readonly FavoriteToken[]): void {
  favorites = next;
  for (const listener of listeners) listener();
}

function sameToken(a: FavoriteToken, b: FavoriteToken): boolean {
  return a.chain === b.chain && (a.address?.toLowerCase() ?? null) === (b.address?.toLowerCase() ?? null);
}

function read(): readonly FavoriteToken[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(FAVORITE_TOKENS_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return NONE;
    return saved.filter(
      (item): item is FavoriteToken =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.chain === 'string' &&
        (item.address === null || typeof item.address === 'string'),
    );
  } catch {
    return NONE;
  }
}
