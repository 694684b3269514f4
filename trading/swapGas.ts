import type { ProtocolVersion } from './routingPools.ts';
import type { SwapRoute } from './swapRoutes.ts';

/**
 * What a Universal Router swap costs, by part, as the chain charges it: measured from receipts on the
 * local chain (scripts/bench/swapGasTable.ts, which the routing bench runs and prints each time: $100
 * swaps from USDC with a Permit2 permit down one and two pools of each version, and a split over two
 * one-pool V3 routes). The swap's own overhead (the transaction, the router's dispatch, the permit);
 * a route's first pool by its version (the pull from Permit2, the pool's swap, its transfers); each
 * further pool of the route. The quoters' own gas figures run 20–60k above these receipts for a V3 or
 * V4 pool, so they are not used. Crossing an initialized tick costs more, uncounted here.
 */
export const SWAP_OVERHEAD_GAS = 61_000n;
const FIRST_POOL_GAS: Record<ProtocolVersion, bigint> = { V2: 114_000n, V3: 79_000n, V4: 85_000n };
const FURTHER_POOL_GAS: Record<ProtocolVersion, bigint> = { V2: 44_000n, V3: 67_000n, V4: 42_000n };
export const WRAP_GAS = 46_000n;

/** The gas of one route's slice beyond the swap's overhead: its first pool, then each further one, by version. */
export function sliceGas(route: Pick<SwapRoute, 'pools'>): bigint {
  return route.pools.reduce(
    (gas, pool, index) => gas + (index === 0 ? FIRST_POOL_GAS : FURTHER_POOL_GAS)[pool.version],
    0n,
  );
}

/** The gas a swap along one route is estimated at: the overhead and its slice. */
export function routeGas(route: Pick<SwapRoute, 'pools'>): bigint {
  return SWAP_OVERHEAD_GAS + sliceGas(route);
}
