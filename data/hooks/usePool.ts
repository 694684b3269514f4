import { isPoolId } from '../addressPatterns.ts';
import type { Chain } from '../chains.ts';
import { readFragment } from '../graphql.ts';
import { V2Pair, V3Pool, V4Pool } from '../operations/pool.ts';
import { V2PairDetails, V3PoolDetails, V4PoolDetails } from '../operations/poolDetails.ts';
import { appDataApi } from './appDataApi.ts';
import { type PoolRow, toPoolRow } from './poolRow.ts';
import { useDataApiLoader } from './useDataApiQuery.ts';

const POOL_POLL_MS = 30_000;

/** A pool page's pool, any version (`null`: no pool at this address on this chain). */
export function usePool(chain: Chain | undefined, address: string | undefined, prerendered?: PoolRow) {
  return useDataApiLoader<PoolRow | null>(
    chain && address ? `pool:${chain}:${address.toLowerCase()}` : null,
    () => loadPool(chain as Chain, address as string, 'GET'),
    { fallbackData: prerendered, refreshInterval: POOL_POLL_MS },
  );
}

/** Looks the address up as a V4 pool id, else as a V3 pool, then as a V2 pair (in that order). */
export async function loadPool(
  chain: Chain,
  address: string,
  method: 'GET' | 'POST' = 'POST',
): Promise<PoolRow | null> {
  const id = address.toLowerCase();
  if (isPoolId(id)) {
    const data = await appDataApi.request(V4Pool, { chain, poolId: id }, { method });
    return data.v4Pool ? toPoolRow(readFragment(V4PoolDetails, data.v4Pool)) : null;
  }
  const [v3, v2] = await Promise.all([
    appDataApi.request(V3Pool, { chain, address: id }, { method }),
    appDataApi.request(V2Pair, { chain, address: id }, { method }),
  ]);
  if (v3.v3Pool) return toPoolRow(readFragment(V3PoolDetails, v3.v3Pool));
  if (v2.v2Pair) return toPoolRow(readFragment(V2PairDetails, v2.v2Pair));
  return null;
}
