import type { Chain } from '../data/chains.ts';
import { rememberedList } from './rememberedList.ts';

/** A token the reader starred, as the Data API names it (`address: null` is the chain's native token). */
export interface FavoriteToken {
  chain: Chain;
  address: string | null;
}

export const FAVORITE_TOKENS_STORAGE_KEY = 'favorite-tokens';

/**
 * The starred tokens, oldest first. They live in this browser only, so prerendered HTML and hydration
 * see none (`useFavoriteTokens`); they appear right after.
 */
const favorites = rememberedList(
  FAVORITE_TOKENS_STORAGE_KEY,
  (item): item is FavoriteToken =>
    typeof item === 'object' &&
    item !== null &&
    'chain' in item &&
    typeof item.chain === 'string' &&
    'address' in item &&
    (item.address === null || typeof item.address === 'string'),
);

export const favoriteTokens = favorites.items;
export const useFavoriteTokens = favorites.useItems;

export function isFavorite(list: readonly FavoriteToken[], token: FavoriteToken): boolean {
  return list.some((favorite) => sameToken(favorite, token));
}

export function toggleFavorite(token: FavoriteToken): void {
  const list = favoriteTokens();
  favorites.save(
    isFavorite(list, token)
      ? list.filter((favorite) => !sameToken(favorite, token))
      : [...list, { chain: token.chain, address: token.address?.toLowerCase() ?? null }],
  );
}

function sameToken(a: FavoriteToken, b: FavoriteToken): boolean {
  return a.chain === b.chain && (a.address?.toLowerCase() ?? null) === (b.address?.toLowerCase() ?? null);
}
