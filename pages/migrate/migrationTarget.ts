import { type Address, zeroAddress } from 'viem';
import type { PositionRow } from '../../data/positionRow.ts';
import { hooklessPool, type LiquidityPool } from '../../liquidity/liquidityPlan.ts';

/**
 * The pool a position migrates into: the same two tokens, one version up, at a fee tier; into V4 the
 * WETH side becomes ETH itself (as the Uniswap app migrates), which can change the pool's order. The
 * starting price, should the pool not exist, is the position's own pool's, in the new order. `weth`:
 * the trading chain's WETH9.
 */
export function migrationTarget(
  position: PositionRow,
  fee: number,
  weth: Address,
): { pool: LiquidityPool; startingSqrtPriceX96: bigint; flipped: boolean } {
  const version = position.version === 'v2' ? 'v3' : 'v4';
  const asHeld = (token: PositionRow['token0']) => (token.address ?? weth) as Address;
  const asTarget = (token: PositionRow['token0']) =>
    version === 'v4' && asHeld(token).toLowerCase() === weth.toLowerCase() ? zeroAddress : asHeld(token);
  const [a, b] = [asTarget(position.token0), asTarget(position.token1)];
  const flipped = a.toLowerCase() > b.toLowerCase();
  const sqrt = BigInt(position.sqrtPriceX96);
  return {
    pool: hooklessPool(version, a, b, fee),
    startingSqrtPriceX96: flipped && sqrt > 0n ? 2n ** 192n / sqrt : sqrt,
    flipped,
  };
}
