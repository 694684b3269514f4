import { V4PositionManager, V4PositionPlanner } from '@uniswap/v4-sdk';
import type { Hex, PublicClient } from 'viem';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import { LiquidityError } from '../liquidityError.ts';
import type { LiquidityPlan } from '../liquidityPlan.ts';
import type { PlanSettings } from '../planSettings.ts';
import type { CollectFeesRequest } from '../positionRequests.ts';
import { slippageTolerance } from '../slippageTolerance.ts';
import { addConvertedPayout, convertsPayout } from './positionPayout.ts';
import { readOwnedV4Position } from './readV4Position.ts';

/**
 * Collects a V4 position's fees to its owner: a decrease of zero liquidity (which credits the fees)
 * and a take of both currencies, as the SDK's `collectCallParameters` encodes it; converting the ETH
 * or WETH side, the same decrease and the converting takes. `expected` holds the fees earned so far
 * as amounts out (negative). Unlike V3's, the call takes a deadline: `modifyLiquidities` asks one.
 */
export async function planCollectFees(
  client: PublicClient,
  request: CollectFeesRequest & Pick<PlanSettings, 'deadline'>,
): Promise<LiquidityPlan> {
  const protocol = protocolAddressesOf(client);
  const position = await readOwnedV4Position(client, request.tokenId, request.owner, 'collect its fees');
  const { fees } = position;
  if (fees.amount0 === 0n && fees.amount1 === 0n)
    throw new LiquidityError('nothing-to-collect', 'This position has no fees to collect yet.');
  const pool = position.sdkPosition.pool;
  let calldata: string;
  if (convertsPayout(pool, request.receiveEth, protocol.weth9)) {
    const planner = new V4PositionPlanner();
    planner.addDecrease(request.tokenId.toString(), '0', '0', '0');
    addConvertedPayout(planner, pool, request.owner, request.receiveEth as boolean, protocol.weth9);
    calldata = V4PositionManager.encodeModifyLiquidities(planner.finalize(), request.deadline.toString());
  } else {
    ({ calldata } = V4PositionManager.collectCallParameters(position.sdkPosition, {
      tokenId: request.tokenId.toString(),
      recipient: request.owner,
      slippageTolerance: slippageTolerance(0),
      deadline: request.deadline.toString(),
    }));
  }
  return {
    steps: [
      {
        kind: 'position',
        label: 'Collect fees',
        call: { to: protocol.v4PositionManager, data: calldata as Hex, value: 0n },
      },
    ],
    expected: { amount0: -fees.amount0, amount1: -fees.amount1 },
  };
}
