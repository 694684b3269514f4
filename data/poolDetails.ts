import { isPoolId } from './addressPatterns.ts';
import type { Chain } from './chains.ts';
import type { DataApiClient } from './client.ts';
import { readFragment } from './graphql.ts';
import { type PoolRow, toPoolRow } from './hooks/poolRow.ts';
import { V2Pair, V3Pool, V4Pool } from './operations/pool.ts';
import { V2PairDetails, V3PoolDetails, V4PoolDetails } from './operations/poolDetails.ts';

/** The cache key of a pool page's pool: the app and the edge (its first answer) share it. */
export function poolDetailsKey(chain: Chain, address: string): string {
  return `pool:${chain}:${address.toLowerCase()}`;
}

/**
 * A pool page's pool, any version: the address looked up as a V4 pool id, else as a V3 pool, then as a
 * V2 pair (in that order). `null`: no pool at this address on this chain.
 */
export async function requestPoolDetails(
  client: DataApiClient,
  chain: Chain,
  address: string,
  options: { method: 'GET' | 'POST'; signal?: AbortSignal },
): Promise<PoolRow | null> {
  const id = address.toLowerCase();
  if (isPoolId(id)) {
    const data = await client.request(V4Pool, { chain, poolId: id }, options);
    return data.v4Pool ? toPoolRow(readFragment(V4PoolDetails, data.v4Pool)) : null;
  }
  const [v3, v2] = await Promise.all([
    client.request(V3Pool, { chain, address: id }, options),
    client.request(V2Pair, { chain, address: id }, options),
  ]);
  if (v3.v3Pool) return toPoolRow(readFragment(V3PoolDetails, v3.v3Pool));
  if (v2.v2Pair) return toPoolRow(readFragment(V2PairDetails, v2.v2Pair));
  return null;
}
