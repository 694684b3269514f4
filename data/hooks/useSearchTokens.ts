import { useEffect, useState } from 'react';
import type { Chain } from '../chains.ts';
import type { ResultOf } from '../graphql.ts';
import { SearchTokens } from '../operations/searchTokens.ts';
import { useDataApiQuery } from './useDataApiQuery.ts';

export type FoundToken = NonNullable<NonNullable<ResultOf<typeof SearchTokens>['searchTokens']>[number]>;

const TYPING_PAUSE_MS = 250;

/** Tokens matching what the reader types (name, symbol or address), once they pause typing. */
export function useSearchTokens(text: string, chain: Chain | undefined) {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const state = useDataApiQuery(
    SearchTokens,
    query.length > 0 ? { searchQuery: query, chains: chain ? [chain] : null } : null,
  );
  return { ...state, query, tokens: state.data?.searchTokens?.filter((t) => t !== null) };
}
