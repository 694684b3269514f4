import type { PageContext } from 'vike/types';
import { ROWS_SHOWN_AT_FIRST } from '../../components/DataTable.tsx';
import { chainFromUrlName, DEFAULT_CHAIN } from '../../data/chains.ts';
import { loadTopPools, type PoolsPage, prerenderedPoolsPage } from '../../data/hooks/useTopPools.ts';
import { loadTopTokens, prerenderedTokensPage, type TopTokensPage } from '../../data/hooks/useTopTokens.ts';
import { isShellParam } from '../../preview/pagePaths.ts';
import type { ExploreTab } from '../../preview/sitePages.ts';

export type ExploreData =
  | { kind: 'shell'; tab: ExploreTab }
  | { kind: 'chain-not-found'; tab: ExploreTab; chainName: string }
  | { kind: 'explore'; tab: ExploreTab; chainName: string; tokens?: TopTokensPage; pools?: PoolsPage };

/**
 * An explore page's data: at build the first page of its table (so the HTML lists it); in the
 * browser only what the URL says, the table then loads through its hook with loading states.
 */
export async function exploreData(tab: ExploreTab, pageContext: PageContext): Promise<ExploreData> {
  const chainName = pageContext.routeParams.chainName;
  if (isShellParam(chainName)) return { kind: 'shell', tab };
  const chain = chainName === undefined ? DEFAULT_CHAIN : chainFromUrlName(chainName);
  if (!chain) return { kind: 'chain-not-found', tab, chainName: chainName ?? '' };
  const base = { kind: 'explore', tab, chainName: chain.urlName } as const;
  if (typeof window !== 'undefined') return base;
  if (tab === 'tokens')
    return {
      ...base,
      tokens: prerenderedTokensPage(await loadTopTokens(chain.chain, 1), ROWS_SHOWN_AT_FIRST),
    };
  if (tab === 'pools')
    return {
      ...base,
      pools: prerenderedPoolsPage(await loadTopPools(chain.chain, undefined, undefined), ROWS_SHOWN_AT_FIRST),
    };
  return base;
}
