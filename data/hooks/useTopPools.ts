import type { Chain } from '../chains.ts';
import { TopV2Pairs, TopV3Pools, TopV4Pools } from '../operations/topPools.ts';
import { appDataApi } from './appDataApi.ts';
import { type MergedPage, mergeSourcesPage, nextMergedPage } from './mergedPages.ts';
import { type PoolRow, toPoolRow } from './poolRow.ts';
import { useDataApiPages } from './useDataApiPages.ts';

/** Pools per version per page; the three versions are merged by TVL. */
export const POOLS_PAGE_SIZE = 25;

/** A page of pools of all versions in TVL order, with what the next page starts from. */
export interface PoolsPage extends MergedPage<PoolRow> {
  /** Only the first rows of the page (a prerendered page's head); the page is fetched whole on mount. */
  partial?: true;
}

/**
 * The head of a page for the HTML: the rows its table shows before the reader scrolls. The rows held
 * back for the next page (each version's page of 25 is fetched, so more than are shown) stay out of
 * the HTML, and the browser fetches the page whole, with today's figures.
 */
export function prerenderedPoolsPage(page: PoolsPage, rowsShown: number): PoolsPage {
  return { rows: page.rows.slice(0, rowsShown), cursors: page.cursors, held: [], partial: true };
}

/** The top pools of a chain (optionally those holding one token), V4, V3 and V2 merged by TVL. */
export function useTopPools(chain: Chain | undefined, tokenAddress?: string, firstPage?: PoolsPage) {
  return useDataApiPages<PoolsPage, PoolsPage>({
    key: chain ? `pools:${chain}:${tokenAddress ?? ''}` : null,
    firstPage,
    firstPageIsPartial: firstPage?.partial === true,
    nextCursor: nextMergedPage,
    loadPage: (previous) => loadTopPools(chain as Chain, tokenAddress, previous),
  });
}

export async function loadTopPools(
  chain: Chain,
  tokenAddress: string | undefined,
  previous: PoolsPage | undefined,
): Promise<PoolsPage> {
  const vars = (i: number) => ({
    chain,
    first: POOLS_PAGE_SIZE,
    cursor: previous?.cursors[i] ?? undefined,
    tokenAddress,
  });
  const skip = (i: number) => previous?.cursors[i] === null;
  const get = { method: 'GET' } as const;
  const fetched = await Promise.all([
    skip(0) ? null : appDataApi.request(TopV4Pools, vars(0), get).then((d) => d.topV4Pools ?? []),
    skip(1) ? null : appDataApi.request(TopV3Pools, vars(1), get).then((d) => d.topV3Pools ?? []),
    skip(2) ? null : appDataApi.request(TopV2Pairs, vars(2), get).then((d) => d.topV2Pairs ?? []),
  ]);
  return mergeSourcesPage(
    fetched.map((rows) => rows?.map(toPoolRow) ?? null),
    previous,
    POOLS_PAGE_SIZE,
    (pool) => pool.tvl ?? 0,
  );
}
