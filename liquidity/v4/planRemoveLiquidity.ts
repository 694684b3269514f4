import type { Percent } from '@uniswap/sdk-core';
import { Position, V4PositionManager, V4PositionPlanner } from '@uniswap/v4-sdk';
import type { Address, Hex, PublicClient } from 'viem';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import { poolAmounts } from '../planSettings.ts';
import type { RemoveLiquidityPlan, RemoveLiquidityRequest } from '../positionRequests.ts';
import { removalShare, removedLiquidity } from '../removalShare.ts';
import { slippageTolerance } from '../slippageTolerance.ts';
import { addConvertedPayout, convertsPayout } from './positionPayout.ts';
import { readOwnedV4Position } from './readV4Position.ts';

/**
 * Takes `percent` of a V4 position out, with every fee it earned, to its owner: the SDK's
 * `removeCallParameters` (DECREASE_LIQUIDITY, or BURN_POSITION at 100 %, then TAKE_PAIR); converting
 * the ETH or WETH side, the same decrease or burn and the converting takes. `expected` holds what the
 * owner receives at today's price (negative amounts), fees included.
 */
export async function planRemoveLiquidity(
  client: PublicClient,
  request: RemoveLiquidityRequest,
): Promise<RemoveLiquidityPlan> {
  const protocol = protocolAddressesOf(client);
  const share = removalShare(request.percent);
  const position = await readOwnedV4Position(client, request.tokenId, request.owner, 'remove its liquidity');
  const { sdkPosition, fees } = position;
  const burns = request.percent === 100;
  const removed = new Position({
    pool: sdkPosition.pool,
    liquidity: removedLiquidity(share, BigInt(sdkPosition.liquidity.toString())).toString(),
    tickLower: sdkPosition.tickLower,
    tickUpper: sdkPosition.tickUpper,
  });
  const tolerance = slippageTolerance(request.slippageBps);
  const calldata = convertsPayout(sdkPosition.pool, request.receiveEth, protocol.weth9)
    ? convertingRemoval(request, removed, burns, tolerance, protocol.weth9)
    : V4PositionManager.removeCallParameters(sdkPosition, {
        tokenId: request.tokenId.toString(),
        liquidityPercentage: share,
        burnToken: burns,
        slippageTolerance: tolerance,
        deadline: request.deadline.toString(),
      }).calldata;
  const minimums = removed.burnAmountsWithSlippage(tolerance);
  // The pool pays a decrease out rounded down: the removed part's own amounts.
  const principal0 = BigInt(removed.amount0.quotient.toString());
  const principal1 = BigInt(removed.amount1.quotient.toString());
  return {
    steps: [
      {
        kind: 'position',
        label: burns ? 'Remove liquidity and close position' : 'Remove liquidity',
        call: { to: protocol.v4PositionManager, data: calldata as Hex, value: 0n },
      },
    ],
    expected: { amount0: -(principal0 + fees.amount0), amount1: -(principal1 + fees.amount1) },
    liquidity: BigInt(removed.liquidity.toString()),
    fees,
    minimums: poolAmounts(minimums),
    burns,
  };
}

/** The decrease or burn with the SDK's minimums, then the takes that convert the ETH or WETH side. */
function convertingRemoval(
  request: RemoveLiquidityRequest,
  removed: Position,
  burns: boolean,
  tolerance: Percent,
  weth: Address,
): string {
  const planner = new V4PositionPlanner();
  const minimum = removed.burnAmountsWithSlippage(tolerance);
  const tokenId = request.tokenId.toString();
  if (burns) planner.addBurn(tokenId, minimum.amount0.toString(), minimum.amount1.toString());
  else
    planner.addDecrease(
      tokenId,
      removed.liquidity.toString(),
      minimum.amount0.toString(),
      minimum.amount1.toString(),
    );
  addConvertedPayout(planner, removed.pool, request.owner, request.receiveEth as boolean, weth);
  return V4PositionManager.encodeModifyLiquidities(planner.finalize(), request.deadline.toString());
}
