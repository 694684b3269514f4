import type { Address } from 'viem';
import type { RoutingPool } from './routingPools.ts';
import { sameAddress } from './swapCurrency.ts';
import type { SwapRoute } from './swapRoutes.ts';

/** A price as a ratio of integers: `numerator / denominator` raw output units per raw input unit. */
export interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

const Q192 = 2n ** 192n;
const PPM = 1_000_000n;

/** The route's price before the trade (each pool's spot price, multiplied along the path). */
export function routeMidPrice(route: SwapRoute): Ratio {
  return route.pools.reduce<Ratio>(
    (price, pool, index) => {
      const hop = poolMidPrice(pool, route.path[index] as Address);
      return {
        numerator: price.numerator * hop.numerator,
        denominator: price.denominator * hop.denominator,
      };
    },
    { numerator: 1n, denominator: 1n },
  );
}

/**
 * How much worse than the route's spot price the trade fills, in parts per million (fees included,
 * as the SDK's `computePriceImpact` counts them); never negative.
 */
export function priceImpactPpm(midPrice: Ratio, amountIn: bigint, amountOut: bigint): bigint {
  if (amountIn === 0n || midPrice.numerator === 0n) return 0n;
  const expectedTimesDenominator = amountIn * midPrice.numerator;
  const shortfall = expectedTimesDenominator - amountOut * midPrice.denominator;
  return shortfall <= 0n ? 0n : (shortfall * PPM) / expectedTimesDenominator;
}

/** One pool's spot price from `from` to its other token, in raw units. */
function poolMidPrice(pool: RoutingPool, from: Address): Ratio {
  const fromToken0 = sameAddress(pool.token0, from);
  if (pool.version === 'V2') {
    return fromToken0
      ? { numerator: pool.reserve1, denominator: pool.reserve0 }
      : { numerator: pool.reserve0, denominator: pool.reserve1 };
  }
  const squared = pool.sqrtPriceX96 * pool.sqrtPriceX96;
  return fromToken0 ? { numerator: squared, denominator: Q192 } : { numerator: Q192, denominator: squared };
}
