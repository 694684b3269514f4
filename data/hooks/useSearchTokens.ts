import type { Chain } from '../chains.ts';
import type { ResultOf } from '../graphql.ts';
import { SearchTokens } from '../operations/searchTokens.ts';
import { useDataApiQuery } from './useDataApiQuery.ts';
import { useTypingPause } from './useTypingPause.ts';

export type FoundToken = NonNullable<NonNullable<ResultOf<typeof SearchTokens>['searchTokens']>[number]>;

/** Tokens matching what the reader types (name, symbol or address), once they pause typing. */
export function useSearchTokens(text: string, chain: Chain | undefined) {
  const query = useTypingPause(text);
  const state = useDataApiQuery(
    SearchTokens,
    query.length > 0 ? { searchQuery: query, chains: chain ? [chain] : null } : null,
  );
  return { ...state, query, tokens: state.data?.searchTokens?.filter((t) => t !== null) };
}
