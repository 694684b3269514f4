import type { TicksCrossed } from './routeSearch.ts';
import type { ProtocolVersion } from './routingPools.ts';
import type { SwapRoute } from './swapRoutes.ts';

/**
 * What a Universal Router swap costs, by part, as the chain charges it: measured from receipts on the
 * local chain (scripts/bench/swapGasTable.ts, which the routing bench runs and prints each time: $100
 * swaps from USDC with a Permit2 permit down one and two pools of each version, and a split over two
 * one-pool V3 routes, each the second of two alike: a pool's and a person's first swap pay 20-50k more
 * once, for storage first written). The swap's own overhead (the transaction, the router's dispatch, the permit);
 * a route's first pool by its version (the pull from Permit2, the pool's swap, its transfers); each
 * further pool of the route. The quoters' own gas figures run 20–60k above these receipts for a V3 or
 * V4 pool, so they are not used. Each initialized tick a V3 or V4 pool crosses costs more (measured
 * the same way: a one-pool swap that crosses one tick for the first time, less one that crosses none;
 * a tick crossed before costs less, so this errs high).
 */
export const SWAP_OVERHEAD_GAS = 61_000n;
const FIRST_POOL_GAS: Record<ProtocolVersion, bigint> = { V2: 63_000n, V3: 62_000n, V4: 67_500n };
const FURTHER_POOL_GAS: Record<ProtocolVersion, bigint> = { V2: 61_000n, V3: 73_500n, V4: 42_000n };
const TICK_CROSS_GAS: Record<keyof TicksCrossed, bigint> = { V3: 50_500n, V4: 35_500n };
export const WRAP_GAS = 46_000n;

/**
 * The gas of one route's slice beyond the swap's overhead: its first pool, then each further one, by
 * version, and the ticks its pools cross (when known: the search ranks routes before it knows them).
 */
export function sliceGas(route: Pick<SwapRoute, 'pools'>, crossed: TicksCrossed = { V3: 0, V4: 0 }): bigint {
  return route.pools.reduce(
    (gas, pool, index) => gas + (index === 0 ? FIRST_POOL_GAS : FURTHER_POOL_GAS)[pool.version],
    TICK_CROSS_GAS.V3 * BigInt(crossed.V3) + TICK_CROSS_GAS.V4 * BigInt(crossed.V4),
  );
}

/** The gas a swap along one route is estimated at: the overhead and its slice. */
export function routeGas(route: Pick<SwapRoute, 'pools'>): bigint {
  return SWAP_OVERHEAD_GAS + sliceGas(route);
}
