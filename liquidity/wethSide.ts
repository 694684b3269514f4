import type { Address } from 'viem';
import type { LiquidityPool } from './liquidityPlan.ts';

/**
 * Which side of a V2 or V3 pool is WETH (0 or 1), the side a person may pay or receive as ETH, or
 * `undefined` for a pool without it. Only when `asEth` is asked: pages pass their ETH/WETH toggle.
 * `weth`: the chain's WETH9.
 */
export function wethSide(pool: LiquidityPool, asEth: boolean | undefined, weth: Address): 0 | 1 | undefined {
  if (!asEth) return undefined;
  if (pool.currency0.toLowerCase() === weth.toLowerCase()) return 0;
  return pool.currency1.toLowerCase() === weth.toLowerCase() ? 1 : undefined;
}
