import type { Address } from 'viem';
import { ROUTING_HOPS } from './routingFacts.ts';
import {
  type CurrencyPair,
  type LocatedPool,
  type ProtocolVersion,
  poolHolds,
  type RoutingPool,
} from './routingPools.ts';
import {
  NATIVE_ETH,
  type SwapCurrency,
  sameAddress,
  v4CurrencyAddress,
  wrappedAddress,
} from './swapCurrency.ts';

/**
 * A way through the pools of one protocol version: `path` names each currency from input to output
 * as that version does (ETH is WETH in V2 and V3, the zero address in V4), `pools[i]` joins
 * `path[i]` and `path[i + 1]`.
 */
export interface SwapRoute<TPool extends LocatedPool = RoutingPool> {
  version: ProtocolVersion;
  path: readonly Address[];
  pools: readonly TPool[];
}

/** Every pair whose pools a swap between input and output may use: direct, and through each hop. */
export function routingPairs(
  input: SwapCurrency,
  output: SwapCurrency,
): { v2v3: CurrencyPair[]; v4: CurrencyPair[] } {
  const pairsFor = (from: Address, to: Address, hops: readonly Address[]): CurrencyPair[] => [
    [from, to],
    ...hops.flatMap((hop): CurrencyPair[] => [
      [from, hop],
      [hop, to],
    ]),
  ];
  return {
    v2v3: pairsFor(wrappedAddress(input), wrappedAddress(output), ROUTING_HOPS),
    v4: pairsFor(v4CurrencyAddress(input), v4CurrencyAddress(output), v4Hops()),
  };
}

/**
 * Every route from input to output through the pools found: each pool joining them directly, and
 * each pair of same-version pools joined by one hop currency.
 */
export function candidateRoutes<TPool extends LocatedPool>(
  input: SwapCurrency,
  output: SwapCurrency,
  pools: readonly TPool[],
): SwapRoute<TPool>[] {
  const routes: SwapRoute<TPool>[] = [];
  for (const version of ['V2', 'V3', 'V4'] as const) {
    const from = version === 'V4' ? v4CurrencyAddress(input) : wrappedAddress(input);
    const to = version === 'V4' ? v4CurrencyAddress(output) : wrappedAddress(output);
    if (sameAddress(from, to)) continue;
    const ofVersion = pools.filter((pool) => pool.version === version);
    const joining = (a: Address, b: Address) => ofVersion.filter((p) => poolHolds(p, a) && poolHolds(p, b));
    for (const pool of joining(from, to)) routes.push({ version, path: [from, to], pools: [pool] });
    const hops = version === 'V4' ? v4Hops() : ROUTING_HOPS;
    for (const hop of hops) {
      if (sameAddress(hop, from) || sameAddress(hop, to)) continue;
      for (const first of joining(from, hop))
        for (const second of joining(hop, to))
          routes.push({ version, path: [from, hop, to], pools: [first, second] });
    }
  }
  return routes;
}

/** V4 pools pair tokens with native ETH, so native ETH is a hop there, beside the ERC-20 hops. */
function v4Hops(): Address[] {
  return [v4CurrencyAddress(NATIVE_ETH), ...ROUTING_HOPS];
}
