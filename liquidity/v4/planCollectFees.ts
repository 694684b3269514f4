import { V4PositionManager, V4PositionPlanner } from '@uniswap/v4-sdk';
import type { Hex, PublicClient } from 'viem';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { LiquidityPlan } from '../liquidityPlan.ts';
import { type PlanCommonInput, slippageTolerance } from './planInputs.ts';
import { addConvertedPayout, convertsPayout, type PayoutCurrency } from './positionPayout.ts';
import { readOwnedV4Position } from './readV4Position.ts';

export interface CollectFeesInput extends Omit<PlanCommonInput, 'slippageBps'> {
  tokenId: bigint;
  /** Take the pool's ETH side as WETH (or a WETH side as ETH); by default what the pool holds. */
  receive?: PayoutCurrency;
}

/**
 * Collects a V4 position's fees: a decrease of zero liquidity (which credits the fees) and a take of
 * both currencies to the owner, as the SDK's `collectCallParameters` encodes it; with a conversion,
 * the same decrease and the converting takes. `expected` is the fees earned so far, negative: they
 * leave the pool. A collect moves no price, so it takes no slippage.
 */
export async function planCollectFees(client: PublicClient, input: CollectFeesInput): Promise<LiquidityPlan> {
  const position = await readOwnedV4Position(client, input.tokenId, input.owner);
  const pool = position.sdkPosition.pool;
  let calldata: string;
  if (input.receive && convertsPayout(pool, input.receive)) {
    const planner = new V4PositionPlanner();
    planner.addDecrease(input.tokenId.toString(), '0', '0', '0');
    addConvertedPayout(planner, pool, input.owner, input.receive);
    calldata = V4PositionManager.encodeModifyLiquidities(planner.finalize(), input.deadline.toString());
  } else {
    ({ calldata } = V4PositionManager.collectCallParameters(position.sdkPosition, {
      tokenId: input.tokenId.toString(),
      recipient: input.owner,
      slippageTolerance: slippageTolerance(0),
      deadline: input.deadline.toString(),
    }));
  }
  return {
    steps: [
      {
        kind: 'position',
        label: 'Collect fees',
        call: { to: PROTOCOL_ADDRESSES.v4PositionManager, data: calldata as Hex, value: 0n },
      },
    ],
    expected: { amount0: -position.fees.amount0, amount1: -position.fees.amount1 },
  };
}
