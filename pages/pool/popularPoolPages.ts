import { CHAINS } from '../../data/chains.ts';
import { readFragment } from '../../data/graphql.ts';
import { appDataApi } from '../../data/hooks/appDataApi.ts';
import { byTvlDescending, toPoolRow } from '../../data/hooks/poolRow.ts';
import { TopPoolPages } from '../../data/operations/pool.ts';
import { V2PairDetails, V3PoolDetails, V4PoolDetails } from '../../data/operations/poolDetails.ts';
import { POOL_PAGE, shellPathOf } from '../../preview/pagePaths.ts';
import { formatPath } from '../../preview/pathPattern.ts';
import type { PoolPageData } from './poolPageData.ts';

/** How many pool pages per chain the build prerenders (the rest is rendered in the browser). */
const topPerChain = Number(process.env.PRERENDER_TOP_POOLS ?? 50);

/** The top pools of every chain by TVL (all versions), each with its data, plus the long-tail shell. */
export async function popularPoolPages() {
  const shell: PoolPageData = { kind: 'shell' };
  const pages: { url: string; pageContext: { data: PoolPageData } }[] = [
    { url: shellPathOf(POOL_PAGE), pageContext: { data: shell } },
  ];
  if (topPerChain <= 0) return pages;
  // One chain after the other: the Data API shares the build machine's cores with the prerender.
  for (const chain of CHAINS.filter((c) => !c.testnet)) {
    const data = await appDataApi.request(TopPoolPages, { chain: chain.chain, first: topPerChain });
    const pools = [
      ...(data.topV4Pools ?? []).map((p) => toPoolRow(readFragment(V4PoolDetails, p))),
      ...(data.topV3Pools ?? []).map((p) => toPoolRow(readFragment(V3PoolDetails, p))),
      ...(data.topV2Pairs ?? []).map((p) => toPoolRow(readFragment(V2PairDetails, p))),
    ]
      .sort(byTvlDescending)
      .slice(0, topPerChain);
    for (const pool of pools) {
      const pageData: PoolPageData = { kind: 'pool', chainName: chain.urlName, address: pool.address, pool };
      const url = formatPath(POOL_PAGE, { chainName: chain.urlName, poolAddress: pool.address });
      pages.push({ url, pageContext: { data: pageData } });
    }
  }
  return pages;
}
