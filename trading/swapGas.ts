import type { RouteQuote } from './routeQuoteCall.ts';
import type { SwapRoute } from './swapRoutes.ts';

/**
 * Gas beyond the pools' own work, for the network cost shown before review: the transaction's base
 * cost, the Universal Router's dispatch and a Permit2 permit (measured on the local chain, see the
 * trading core's tests), and a V2 hop, for which Router02 gives no estimate.
 */
export const SWAP_OVERHEAD_GAS = 110_000n;
export const V2_HOP_GAS = 65_000n;
export const WRAP_GAS = 46_000n;

/** The gas a swap along `route` is estimated at: the quoter's figure for its pools, or V2's per hop. */
export function routeGas(route: SwapRoute, quote: Pick<RouteQuote, 'gasEstimate'>): bigint {
  const poolsGas = quote.gasEstimate ?? V2_HOP_GAS * BigInt(route.pools.length);
  return SWAP_OVERHEAD_GAS + poolsGas;
}
