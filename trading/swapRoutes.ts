import type { Address } from 'viem';
import type { ChainProtocolAddresses } from '../protocol/chainProtocolAddresses.ts';
import { routingBaseCandidates } from './routingFacts.ts';
import type { CurrencyPair, LocatedPool, ProtocolVersion, RoutingPool } from './routingPools.ts';
import { NATIVE_ETH, type SwapCurrency, v4CurrencyAddress, wrappedAddress } from './swapCurrency.ts';

/**
 * A way through pools from input to output: `path[i]` is the currency entering `pools[i]` as that
 * pool names it (ETH is WETH in V2 and V3, the zero address in V4), and the last is the output as the
 * last pool names it. A MIXED route passes between versions (V2 steps around V3 or V4 ones); the
 * Universal Router wraps or unwraps ETH between steps where the names differ.
 */
export interface SwapRoute<TPool extends LocatedPool = RoutingPool> {
  version: ProtocolVersion | 'MIXED';
  path: readonly Address[];
  pools: readonly TPool[];
}

/**
 * One route's share of a swap: its percent of the exact side and what the quoters answered for it.
 * A swap is one slice (the whole amount down one route) or a split over several, run in one call.
 */
export interface RouteSlice {
  route: SwapRoute;
  percent: number;
  amountIn: bigint;
  amountOut: bigint;
  /** The gas of this slice's pools (the swap's own overhead is counted once, in the quote). */
  gasEstimate: bigint;
}

/**
 * Every pair whose pools a swap may use: among the input, the output and the base candidates, so the
 * routes found run through whichever of them the live pools connect (up to three pools).
 */
export function routingPairs(
  input: SwapCurrency,
  output: SwapCurrency,
  protocol: ChainProtocolAddresses,
): { v2v3: CurrencyPair[]; v4: CurrencyPair[] } {
  const bases = routingBaseCandidates(protocol);
  const allPairs = (tokens: readonly Address[]): CurrencyPair[] =>
    tokens.flatMap((a, i) => tokens.slice(i + 1).map((b): CurrencyPair => [a, b]));
  return {
    v2v3: allPairs([wrappedAddress(input, protocol.weth9), wrappedAddress(output, protocol.weth9), ...bases]),
    v4: allPairs([
      v4CurrencyAddress(input),
      v4CurrencyAddress(output),
      v4CurrencyAddress(NATIVE_ETH),
      ...bases,
    ]),
  };
}
