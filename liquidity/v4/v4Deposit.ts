import type { Percent } from '@uniswap/sdk-core';
import { type Pool, Position } from '@uniswap/v4-sdk';
import type { PublicClient } from 'viem';
import { LiquidityError } from '../liquidityError.ts';
import type { LiquidityStep } from '../liquidityPlan.ts';
import { type PlanSettings, type PoolAmounts, poolAmounts } from '../planSettings.ts';
import type { TickRange } from '../priceRange.ts';
import { slippageTolerance } from '../slippageTolerance.ts';
import { positionManagerApprovals } from './positionManagerApprovals.ts';

/** A deposit into a V4 range, sized: what a create or an increase mints and what it needs first. */
export interface V4Deposit {
  /** The SDK position of the liquidity added (the whole new position, or the increase). */
  position: Position;
  liquidity: bigint;
  tolerance: Percent;
  /** What the mint takes at today's price. */
  expected: PoolAmounts;
  /** The most it may take: the call's amount0Max and amount1Max. */
  maximums: PoolAmounts;
  /** The Permit2 approvals still missing for those maximums. */
  approvals: LiquidityStep[];
}

/**
 * The most liquidity `amount0` and `amount1` pay for in the range at the pool's price, what it takes
 * and may take within the slippage, and the approvals the PositionManager still needs to pull that.
 */
export async function sizeV4Deposit(
  client: PublicClient,
  pool: Pool,
  range: TickRange,
  request: PlanSettings & PoolAmounts,
): Promise<V4Deposit> {
  const position = Position.fromAmounts({
    pool,
    tickLower: range.tickLower,
    tickUpper: range.tickUpper,
    amount0: request.amount0.toString(),
    amount1: request.amount1.toString(),
    useFullPrecision: true,
  });
  if (position.liquidity.toString() === '0')
    throw new LiquidityError(
      'no-amount',
      'Enter an amount to deposit: these are too small to add liquidity.',
    );
  const tolerance = slippageTolerance(request.slippageBps);
  const most = position.mintAmountsWithSlippage(tolerance);
  const maximums = poolAmounts(most);
  const approvals = await positionManagerApprovals(
    client,
    request.owner,
    [
      { currency: pool.currency0, amount: maximums.amount0 },
      { currency: pool.currency1, amount: maximums.amount1 },
    ],
    request.deadline,
  );
  return {
    position,
    liquidity: BigInt(position.liquidity.toString()),
    tolerance,
    expected: poolAmounts(position.mintAmounts),
    maximums,
    approvals,
  };
}
