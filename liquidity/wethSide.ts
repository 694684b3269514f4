import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import type { LiquidityPool } from './liquidityPlan.ts';

/**
 * Which side of a V2 or V3 pool is WETH (0 or 1), the side a person may pay or receive as ETH, or
 * `undefined` for a pool without it. Only when `asEth` is asked: pages pass their ETH/WETH toggle.
 */
export function wethSide(pool: LiquidityPool, asEth: boolean | undefined): 0 | 1 | undefined {
  if (!asEth) return undefined;
  const weth = PROTOCOL_ADDRESSES.weth9.toLowerCase();
  if (pool.currency0.toLowerCase() === weth) return 0;
  return pool.currency1.toLowerCase() === weth ? 1 : undefined;
}
