import type { Address } from 'viem';
import { isEvmAddress } from '../data/addressPatterns.ts';
import type { Chain } from '../data/chains.ts';
import type { TokenMetadata } from '../protocol/tokenMetadata.ts';
import { rememberedList } from './rememberedList.ts';

/**
 * A token the reader imported by its address after the warning: what its contract said of itself when
 * imported (`symbol` and `name` null where it would not say; chainTokenLabels.ts names it then).
 */
export interface ImportedToken {
  chain: Chain;
  address: Address;
  symbol: string | null;
  name: string | null;
  decimals: number;
}

export const IMPORTED_TOKENS_STORAGE_KEY = 'imported-tokens';

/** Remembered in this browser, like the favourites: the selectors list them with the popular tokens. */
const imported = rememberedList(
  IMPORTED_TOKENS_STORAGE_KEY,
  (item): item is ImportedToken =>
    typeof item === 'object' &&
    item !== null &&
    'chain' in item &&
    typeof item.chain === 'string' &&
    'address' in item &&
    typeof item.address === 'string' &&
    'decimals' in item &&
    typeof item.decimals === 'number',
);

export const importedTokens = imported.items;

/**
 * The chain's imported tokens a selector lists for its search: all of them before anything is typed,
 * else those whose address, symbol or name matches the text.
 */
export function useImportedMatches(chain: Chain, query: string): ImportedToken[] {
  const text = query.trim().toLowerCase();
  return imported
    .useItems()
    .filter(
      (token) =>
        token.chain === chain &&
        (text === '' ||
          token.address.toLowerCase() === text ||
          [token.symbol, token.name].some((label) => label?.toLowerCase().includes(text))),
    );
}

/**
 * The address a selector should read from the chain: the search is a pasted address, and neither the
 * token list (done loading) nor the imported tokens has it. Otherwise undefined: nothing to read.
 */
export function pastedAddressToRead(
  list: { query: string; isLoading: boolean; tokens: readonly { address?: string | null }[] | undefined },
  imported: readonly ImportedToken[],
): Address | undefined {
  const text = list.query.trim();
  if (!isEvmAddress(text) || list.isLoading || !list.tokens) return undefined;
  const key = text.toLowerCase();
  const known = [...list.tokens, ...imported].some((token) => token.address?.toLowerCase() === key);
  return known ? undefined : (text as Address);
}

/** Only ever called from the warning's explicit confirm. Importing a token again keeps one entry. */
export function importToken(chain: Chain, token: TokenMetadata & { kind: 'token' }): ImportedToken {
  const entry: ImportedToken = {
    chain,
    address: token.address,
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
  };
  imported.save([...importedTokens().filter((other) => !isSameToken(other, entry)), entry]);
  return entry;
}

function isSameToken(a: { chain: Chain; address: string }, b: { chain: Chain; address: string }): boolean {
  return a.chain === b.chain && a.address.toLowerCase() === b.address.toLowerCase();
}
