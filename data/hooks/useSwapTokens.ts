import { useEffect, useState } from 'react';
import type { Chain } from '../chains.ts';
import { type FragmentOf, type ResultOf, readFragment } from '../graphql.ts';
import { SwapToken, SwapTokenFields, SwapTokenSearch, SwapTopTokens } from '../operations/swapTokens.ts';
import { appDataApi } from './appDataApi.ts';
import { useDataApiLoader } from './useDataApiQuery.ts';

export type SwapTokenData = ResultOf<typeof SwapTokenFields>;

const TYPING_PAUSE_MS = 200;

/** The token selector's list: the top tokens, or what matches the text once the reader pauses typing. */
export function useSwapTokenList(chain: Chain, text: string) {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const state = useDataApiLoader(`swap-tokens:${chain}:${query}`, async () => {
    const tokens =
      query.length === 0
        ? (await appDataApi.request(SwapTopTokens, { chain }, { method: 'GET' })).topTokens
        : (
            await appDataApi.request(
              SwapTokenSearch,
              { searchQuery: query, chains: [chain] },
              { method: 'GET' },
            )
          ).searchTokens;
    return (tokens ?? []).flatMap((token) => (token ? [readToken(token)] : []));
  });
  return { ...state, query, tokens: state.data };
}

/** One token by address (`null`: the native currency); `null` when the Data API does not know it. */
export async function loadSwapToken(chain: Chain, address: string | null): Promise<SwapTokenData | null> {
  const { token } = await appDataApi.request(SwapToken, { chain, address }, { method: 'GET' });
  return token ? readToken(token) : null;
}

function readToken(token: FragmentOf<typeof SwapTokenFields>): SwapTokenData {
  return readFragment(SwapTokenFields, token);
}
