import type { Chain } from '../chains.ts';
import { TopV2Pairs, TopV3Pools, TopV4Pools } from '../operations/topPools.ts';
import { appDataApi } from './appDataApi.ts';
import { byTvlDescending, type PoolRow, toPoolRow } from './poolRow.ts';
import { useDataApiPages } from './useDataApiPages.ts';

/** Pools per version per page; the three versions are merged by TVL. */
export const POOLS_PAGE_SIZE = 25;

export interface PoolsPage {
  pools: PoolRow[];
  /** Per version (V4, V3, V2): the TVL the next page starts below, `null` when exhausted. */
  cursors: (number | null)[];
}

/** The top pools of a chain (optionally those holding one token), V4, V3 and V2 merged by TVL. */
export function useTopPools(chain: Chain | undefined, tokenAddress?: string, firstPage?: PoolsPage) {
  return useDataApiPages<PoolsPage, (number | null)[]>({
    key: chain ? `pools:${chain}:${tokenAddress ?? ''}` : null,
    firstPage,
    nextCursor: (page) => (page.cursors.some((c) => c !== null) ? page.cursors : null),
    loadPage: (cursors) => loadTopPools(chain as Chain, tokenAddress, cursors),
  });
}

export async function loadTopPools(
  chain: Chain,
  tokenAddress: string | undefined,
  cursors: (number | null)[] | undefined,
): Promise<PoolsPage> {
  const vars = (i: number) => ({
    chain,
    first: POOLS_PAGE_SIZE,
    cursor: cursors?.[i] ?? undefined,
    tokenAddress,
  });
  const skip = (i: number) => cursors?.[i] === null;
  const get = { method: 'GET' } as const;
  const [v4, v3, v2] = await Promise.all([
    skip(0) ? [] : appDataApi.request(TopV4Pools, vars(0), get).then((d) => d.topV4Pools ?? []),
    skip(1) ? [] : appDataApi.request(TopV3Pools, vars(1), get).then((d) => d.topV3Pools ?? []),
    skip(2) ? [] : appDataApi.request(TopV2Pairs, vars(2), get).then((d) => d.topV2Pairs ?? []),
  ]);
  const lists = [v4.map(toPoolRow), v3.map(toPoolRow), v2.map(toPoolRow)];
  return {
    pools: lists.flat().sort(byTvlDescending),
    cursors: lists.map((rows, i) =>
      skip(i) || rows.length < POOLS_PAGE_SIZE ? null : (rows[rows.length - 1]?.tvl ?? null),
    ),
  };
}
