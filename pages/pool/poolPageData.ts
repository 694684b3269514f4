import type { PageContext } from 'vike/types';
import { chainFromUrlName, isPoolAddress } from '../../data/chains.ts';
import type { PoolRow } from '../../data/hooks/poolRow.ts';
import { loadPool } from '../../data/hooks/usePool.ts';
import { isShellParam } from '../../preview/pagePaths.ts';

export type PoolPageData =
  | { kind: 'shell' }
  | { kind: 'not-found' }
  /** `pool` is there when prerendered; the browser loads it otherwise. */
  | { kind: 'pool'; chainName: string; address: string; pool?: PoolRow };

/** Validates the URL's chain and pool address (or V4 pool id); on the server also loads the pool. */
export async function poolPageData(pageContext: PageContext): Promise<PoolPageData> {
  const { chainName, poolAddress } = pageContext.routeParams;
  if (isShellParam(chainName) || isShellParam(poolAddress)) return { kind: 'shell' };
  const chain = chainFromUrlName(chainName);
  if (!chain || !poolAddress || !isPoolAddress(poolAddress)) return { kind: 'not-found' };
  const page = { kind: 'pool', chainName: chain.urlName, address: poolAddress.toLowerCase() } as const;
  if (typeof window !== 'undefined') return page;
  const pool = await loadPool(chain.chain, poolAddress);
  return pool ? { ...page, pool } : { kind: 'not-found' };
}
