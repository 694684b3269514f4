import { Position, V4PositionManager } from '@uniswap/v4-sdk';
import type { Hex, PublicClient } from 'viem';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { LiquidityPlan } from '../liquidityPlan.ts';
import { type PlanCommonInput, slippageTolerance } from './planInputs.ts';
import { positionManagerApprovals } from './positionManagerApprovals.ts';
import { readOwnedV4Position } from './readV4Position.ts';

export interface IncreaseLiquidityInput extends PlanCommonInput {
  tokenId: bigint;
  /** The most of each currency to add, in base units: the increase is the most liquidity both pay for. */
  amount0: bigint;
  amount1: bigint;
}

export interface IncreaseLiquidityPlan extends LiquidityPlan {
  /** The liquidity the position call adds. */
  liquidity: bigint;
}

/**
 * Adds to a V4 position in its own range: the most liquidity the amounts pay for at the pool's price,
 * by the SDK's `addCallParameters` with the token id (INCREASE_LIQUIDITY, then CLOSE_CURRENCY on each
 * side, since fees the position earned are credited and may exceed what one side owes; ETH as value,
 * the rest swept back). Maximums allow the slippage; missing Permit2 approvals come first.
 * `expected` is what the increase takes at today's price, before the earned fees offset it.
 */
export async function planIncreaseLiquidity(
  client: PublicClient,
  input: IncreaseLiquidityInput,
): Promise<IncreaseLiquidityPlan> {
  const { sdkPosition } = await readOwnedV4Position(client, input.tokenId, input.owner);
  const pool = sdkPosition.pool;
  const added = Position.fromAmounts({
    pool,
    tickLower: sdkPosition.tickLower,
    tickUpper: sdkPosition.tickUpper,
    amount0: input.amount0.toString(),
    amount1: input.amount1.toString(),
    useFullPrecision: true,
  });
  const liquidity = BigInt(added.liquidity.toString());
  if (liquidity === 0n) throw new Error('These amounts are too small to add liquidity in this range.');
  const tolerance = slippageTolerance(input.slippageBps);
  const { calldata, value } = V4PositionManager.addCallParameters(added, {
    tokenId: input.tokenId.toString(),
    slippageTolerance: tolerance,
    deadline: input.deadline.toString(),
    useNative: pool.currency0.isNative ? pool.currency0 : undefined,
  });
  const maximum = added.mintAmountsWithSlippage(tolerance);
  const approvals = await positionManagerApprovals(
    client,
    input.owner,
    [
      { currency: pool.currency0, amount: BigInt(maximum.amount0.toString()) },
      { currency: pool.currency1, amount: BigInt(maximum.amount1.toString()) },
    ],
    input.deadline,
  );
  const { amount0, amount1 } = added.mintAmounts;
  return {
    steps: [
      ...approvals,
      {
        kind: 'position',
        label: 'Add liquidity',
        call: { to: PROTOCOL_ADDRESSES.v4PositionManager, data: calldata as Hex, value: BigInt(value) },
      },
    ],
    expected: { amount0: BigInt(amount0.toString()), amount1: BigInt(amount1.toString()) },
    liquidity,
  };
}
