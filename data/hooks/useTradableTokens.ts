import type { Chain } from '../chains.ts';
import type { ResultOf } from '../graphql.ts';
import { SearchTradableTokens, TradableTokens } from '../operations/tradableTokens.ts';
import { useDataApiQuery } from './useDataApiQuery.ts';
import { useTypingPause } from './useTypingPause.ts';

/** A token as a wallet or a trading form needs it. */
export interface TradableToken {
  chain: Chain;
  /** The contract address; `null` for the chain's native token (ETH). */
  address: `0x${string}` | null;
  symbol: string;
  name: string;
  decimals: number;
  logoUrl: string | undefined;
  /** USD price from the Data API; undefined when it has none. */
  priceUsd: number | undefined;
  isSpam: boolean;
}

/** How many of a chain's most popular tokens a wallet lists and values. */
export const TRADABLE_TOKEN_COUNT = 20;
const PRICE_POLL_MS = 30_000;

type RawToken = NonNullable<NonNullable<ResultOf<typeof TradableTokens>['topTokens']>[number]>;

/** A chain's most popular tokens with decimals and prices (prices polled). */
export function useTradableTokens(chain: Chain) {
  const state = useDataApiQuery(
    TradableTokens,
    { chain, pageSize: TRADABLE_TOKEN_COUNT },
    { refreshInterval: PRICE_POLL_MS },
  );
  return { ...state, tokens: toTradableTokens(state.data?.topTokens) };
}

/** Tokens matching what the person types (name, symbol or address), once they pause typing. */
export function useSearchTradableTokens(text: string, chain: Chain) {
  const query = useTypingPause(text);
  const state = useDataApiQuery(
    SearchTradableTokens,
    query.length > 0 ? { searchQuery: query, chains: [chain] } : null,
  );
  return { ...state, query, tokens: toTradableTokens(state.data?.searchTokens) };
}

function toTradableTokens(raw: readonly (RawToken | null)[] | null | undefined): TradableToken[] {
  const tokens: TradableToken[] = [];
  for (const token of raw ?? []) {
    // A token without decimals cannot be amounted; one without a symbol cannot be named.
    if (!token?.symbol || token.decimals == null) continue;
    if (token.standard !== 'NATIVE' && !token.address) continue;
    tokens.push({
      chain: token.chain,
      address: token.standard === 'NATIVE' ? null : (token.address as `0x${string}`),
      symbol: token.symbol,
      name: token.name ?? token.symbol,
      decimals: token.decimals,
      logoUrl: token.project?.logoUrl ?? undefined,
      priceUsd: token.market?.price?.value ?? undefined,
      isSpam: token.project?.isSpam ?? false,
    });
  }
  return tokens;
}
