import type { RouteQuote } from './routeQuoteCall.ts';
import type { ProtocolVersion } from './routingPools.ts';
import type { SwapRoute } from './swapRoutes.ts';

/**
 * Gas beyond the pools' own work, for the network cost shown before review: the transaction's base
 * cost, the Universal Router's dispatch and a Permit2 permit (measured on the local chain, see the
 * trading core's tests), and a V2 hop, for which Router02 gives no estimate.
 */
export const SWAP_OVERHEAD_GAS = 110_000n;
export const V2_HOP_GAS = 65_000n;
export const WRAP_GAS = 46_000n;

/**
 * What a pool's step is expected to cost while routes are searched, before any quoter answers: V2's
 * step as measured, V3's and V4's as their quoters typically report one step without crossing ticks.
 */
export const ESTIMATED_POOL_GAS: Record<ProtocolVersion, bigint> = {
  V2: V2_HOP_GAS,
  V3: 90_000n,
  V4: 75_000n,
};

/**
 * The gas of one route's slice beyond the swap's overhead: the quoter's figure for its V3 or V4
 * pools, and V2's per V2 pair (Router02 and our reckoning give no figure).
 */
export function sliceGas(route: SwapRoute, quote: Pick<RouteQuote, 'gasEstimate'>): bigint {
  const v2Pools = BigInt(route.pools.filter((pool) => pool.version === 'V2').length);
  return (quote.gasEstimate ?? 0n) + V2_HOP_GAS * v2Pools;
}

/** The gas a swap along one route is estimated at: the overhead and its slice. */
export function routeGas(route: SwapRoute, quote: Pick<RouteQuote, 'gasEstimate'>): bigint {
  return SWAP_OVERHEAD_GAS + sliceGas(route, quote);
}
