import { NonfungiblePositionManager, Position } from '@uniswap/v3-sdk';
import type { Hex, PublicClient } from 'viem';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { LiquidityError } from '../liquidityError.ts';
import type { LiquidityPlan } from '../liquidityPlan.ts';
import type { PlanSettings, PoolAmounts } from '../planSettings.ts';
import { removalShare } from '../removalShare.ts';
import { slippageTolerance } from '../slippageTolerance.ts';
import { owedAmounts } from './planCollectFees.ts';
import { uncollectedFees } from './uncollectedFees.ts';
import { checkOwner, readV3Position } from './v3PoolState.ts';

export interface RemoveLiquidityRequest extends PlanSettings {
  /** The V3 position NFT's id. */
  tokenId: bigint;
  /** How much of the position's liquidity to take out, in percent: above 0, at most 100 (two decimals). */
  percent: number;
  /** Receive the WETH side as ETH (the manager unwraps it); ignored for pools without WETH. */
  receiveEth?: boolean;
}

export interface RemoveLiquidityPlan extends LiquidityPlan {
  /** The liquidity taken out. */
  liquidity: bigint;
  /** The uncollected fees the same call collects (part of `expected`). */
  fees: PoolAmounts;
  /** The least of each token the decrease may give before it reverts: the price moved past the slippage. */
  minimums: PoolAmounts;
  /** Whether the call burns the NFT: at 100 %, the emptied position is closed. */
  burns: boolean;
}

/**
 * Takes `percent` of a V3 position out to its owner in one multicall: decreaseLiquidity, collect of
 * what it freed and every fee owed (with unwrapWETH9 + sweepToken to receive ETH), and at 100 % the
 * burn of the emptied NFT. `expected` holds what the owner receives (negative amounts), fees included.
 */
export async function planRemoveLiquidity(
  client: PublicClient,
  request: RemoveLiquidityRequest,
): Promise<RemoveLiquidityPlan> {
  const share = removalShare(request.percent);
  const position = await readV3Position(client, request.tokenId);
  checkOwner(position, request.owner, 'remove its liquidity');
  if (position.liquidity === 0n)
    throw new LiquidityError(
      'position-empty',
      'This position has no liquidity left to remove: collect its fees instead.',
    );
  const whole = new Position({
    pool: position.sdkPool,
    liquidity: position.liquidity.toString(),
    tickLower: position.tickLower,
    tickUpper: position.tickUpper,
  });
  const removed = new Position({
    pool: position.sdkPool,
    liquidity: share.multiply(whole.liquidity).quotient,
    tickLower: position.tickLower,
    tickUpper: position.tickUpper,
  });
  if (removed.liquidity.toString() === '0')
    throw new LiquidityError(
      'invalid-percent',
      'That share of this position is too small to remove: choose a larger one.',
    );
  const fees = await uncollectedFees(client, request.tokenId, request.owner);
  const tolerance = slippageTolerance(request.slippageBps);
  const burns = share.equalTo(1);
  const { calldata, value } = NonfungiblePositionManager.removeCallParameters(whole, {
    tokenId: request.tokenId.toString(),
    liquidityPercentage: share,
    slippageTolerance: tolerance,
    deadline: request.deadline.toString(),
    burnToken: burns,
    collectOptions: { ...owedAmounts(position, fees, request.receiveEth), recipient: request.owner },
  });
  const minimums = removed.burnAmountsWithSlippage(tolerance);
  // The pool pays out a burn rounded down: the partial position's amounts.
  const principal0 = BigInt(removed.amount0.quotient.toString());
  const principal1 = BigInt(removed.amount1.quotient.toString());
  return {
    steps: [
      {
        kind: 'position',
        label: burns ? 'Remove liquidity and close position' : 'Remove liquidity',
        call: {
          to: PROTOCOL_ADDRESSES.v3NonfungiblePositionManager,
          data: calldata as Hex,
          value: BigInt(value),
        },
      },
    ],
    expected: { amount0: -(principal0 + fees.amount0), amount1: -(principal1 + fees.amount1) },
    liquidity: BigInt(removed.liquidity.toString()),
    fees,
    minimums: { amount0: BigInt(minimums.amount0.toString()), amount1: BigInt(minimums.amount1.toString()) },
    burns,
  };
}
