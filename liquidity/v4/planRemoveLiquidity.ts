import { Percent } from '@uniswap/sdk-core';
import { Position, V4PositionManager, V4PositionPlanner } from '@uniswap/v4-sdk';
import type { Hex, PublicClient } from 'viem';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { LiquidityPlan } from '../liquidityPlan.ts';
import { type PlanCommonInput, slippageTolerance } from './planInputs.ts';
import { addConvertedPayout, convertsPayout, type PayoutCurrency } from './positionPayout.ts';
import { readOwnedV4Position } from './readV4Position.ts';

export interface RemoveLiquidityInput extends PlanCommonInput {
  tokenId: bigint;
  /** Whole percent of the position's liquidity to take out, 1 to 100; 100 burns the emptied NFT. */
  percent: number;
  /** Take the pool's ETH side as WETH (or a WETH side as ETH); by default what the pool holds. */
  receive?: PayoutCurrency;
}

export interface RemoveLiquidityPlan extends LiquidityPlan {
  /** The liquidity the position call takes out. */
  liquidity: bigint;
  /** Whether the position call burns the NFT (all of it removed). */
  burns: boolean;
}

/**
 * Takes `percent` of a V4 position out, with the fees it earned, to its owner: the SDK's
 * `removeCallParameters` (DECREASE_LIQUIDITY, or BURN_POSITION at 100 %, then TAKE_PAIR), minimums
 * allowing the slippage; with a conversion, the same decrease or burn and the converting takes.
 * `expected` is what the owner receives at today's price (principal and fees), negative: it leaves
 * the pool.
 */
export async function planRemoveLiquidity(
  client: PublicClient,
  input: RemoveLiquidityInput,
): Promise<RemoveLiquidityPlan> {
  if (!Number.isInteger(input.percent) || input.percent < 1 || input.percent > 100)
    throw new Error('Remove between 1 and 100 percent of a position.');
  const position = await readOwnedV4Position(client, input.tokenId, input.owner);
  const { sdkPosition } = position;
  const total = BigInt(sdkPosition.liquidity.toString());
  if (total === 0n) throw new Error(`V4 position ${input.tokenId} holds no liquidity to remove.`);
  const burns = input.percent === 100;
  const liquidity = (total * BigInt(input.percent)) / 100n;
  const removed = new Position({
    pool: sdkPosition.pool,
    liquidity: liquidity.toString(),
    tickLower: sdkPosition.tickLower,
    tickUpper: sdkPosition.tickUpper,
  });
  const tolerance = slippageTolerance(input.slippageBps);
  const calldata =
    input.receive && convertsPayout(sdkPosition.pool, input.receive)
      ? convertingRemoval(input, removed, burns, tolerance)
      : V4PositionManager.removeCallParameters(sdkPosition, {
          tokenId: input.tokenId.toString(),
          liquidityPercentage: new Percent(input.percent, 100),
          burnToken: burns,
          slippageTolerance: tolerance,
          deadline: input.deadline.toString(),
        }).calldata;
  return {
    steps: [
      {
        kind: 'position',
        label: burns ? 'Remove all liquidity' : `Remove ${input.percent}% of the liquidity`,
        call: { to: PROTOCOL_ADDRESSES.v4PositionManager, data: calldata as Hex, value: 0n },
      },
    ],
    expected: {
      amount0: -(BigInt(removed.amount0.quotient.toString()) + position.fees.amount0),
      amount1: -(BigInt(removed.amount1.quotient.toString()) + position.fees.amount1),
    },
    liquidity,
    burns,
  };
}

/** The SDK's decrease or burn with its minimums, then the takes that convert the ETH or WETH side. */
function convertingRemoval(
  input: RemoveLiquidityInput,
  removed: Position,
  burns: boolean,
  tolerance: Percent,
): string {
  const planner = new V4PositionPlanner();
  const minimum = removed.burnAmountsWithSlippage(tolerance);
  const tokenId = input.tokenId.toString();
  if (burns) planner.addBurn(tokenId, minimum.amount0.toString(), minimum.amount1.toString());
  else
    planner.addDecrease(
      tokenId,
      removed.liquidity.toString(),
      minimum.amount0.toString(),
      minimum.amount1.toString(),
    );
  addConvertedPayout(planner, removed.pool, input.owner, input.receive as PayoutCurrency);
  return V4PositionManager.encodeModifyLiquidities(planner.finalize(), input.deadline.toString());
}
