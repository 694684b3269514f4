import { NonfungiblePositionManager } from '@uniswap/v3-sdk';
import type { Hex, PublicClient } from 'viem';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { LiquidityError } from '../liquidityError.ts';
import type { LiquidityPlan, LiquidityPool } from '../liquidityPlan.ts';
import type { PlanSettings, PoolAmounts } from '../planSettings.ts';
import { checkRange, type TickRange } from '../priceRange.ts';
import { slippageTolerance } from '../slippageTolerance.ts';
import { tickAtSqrtPrice } from '../tickPrice.ts';
import { amountsOf, sizeV3Deposit, v3DepositApprovals, wethSideAsEth } from './v3Deposit.ts';
import { readV3Pool, v3SdkPool } from './v3PoolState.ts';

export interface CreatePositionRequest extends PlanSettings, TickRange {
  /** The V3 pool: its two tokens (sorted), fee tier and tick spacing. */
  pool: LiquidityPool;
  /** The most of each token to deposit, in base units (depositAmounts.ts computes the pair from one). */
  amount0: bigint;
  amount1: bigint;
  /**
   * For a pool that does not exist yet: its starting price, √(token1/token0) · 2^96 in base units
   * (tickPrice.ts `sqrtPriceAtPrice`). Ignored when the pool already has a price.
   */
  startingSqrtPriceX96?: bigint;
  /** Pay the WETH side in ETH: the manager wraps it and refunds what the mint does not take. */
  payWithEth?: boolean;
}

export interface CreatePositionPlan extends LiquidityPlan {
  /** The position's liquidity as the manager will mint it at the current price. */
  liquidity: bigint;
  /** The least of each token the mint may take before it reverts: the price moved past the slippage. */
  minimums: PoolAmounts;
  /** Whether the position call creates and prices the pool first. */
  createsPool: boolean;
}

/**
 * A new V3 position NFT for `owner`: the missing approvals to the position manager, then one multicall
 * that creates and prices the pool when it has no price yet, and mints. `expected` holds what the mint
 * takes of each token.
 */
export async function planCreatePosition(
  client: PublicClient,
  request: CreatePositionRequest,
): Promise<CreatePositionPlan> {
  const { pool, owner, tickLower, tickUpper } = request;
  checkRange({ tickLower, tickUpper }, pool.tickSpacing);
  const existing = await readV3Pool(client, pool);
  if (!existing && request.startingSqrtPriceX96 === undefined)
    throw new LiquidityError(
      'pool-missing',
      'This pool does not exist yet: set a starting price to create it.',
    );
  const sdkPool = existing ?? newPool(pool, request.startingSqrtPriceX96 as bigint);
  const deposit = sizeV3Deposit(sdkPool, { tickLower, tickUpper }, request);
  const ether = wethSideAsEth(pool, request.payWithEth);
  const approvals = await v3DepositApprovals(client, owner, pool, deposit, ether);
  const { calldata, value } = NonfungiblePositionManager.addCallParameters(deposit.sized, {
    recipient: owner,
    createPool: !existing,
    slippageTolerance: slippageTolerance(request.slippageBps),
    deadline: request.deadline.toString(),
    ...(ether ? { useNative: ether } : {}),
  });
  const minimums = deposit.sized.mintAmountsWithSlippage(slippageTolerance(request.slippageBps));
  return {
    steps: [
      ...approvals,
      {
        kind: 'position',
        label: existing ? 'Create position' : 'Create pool and position',
        call: {
          to: PROTOCOL_ADDRESSES.v3NonfungiblePositionManager,
          data: calldata as Hex,
          value: BigInt(value),
        },
      },
    ],
    expected: amountsOf(deposit.minted),
    liquidity: BigInt(deposit.minted.liquidity.toString()),
    minimums: { amount0: BigInt(minimums.amount0.toString()), amount1: BigInt(minimums.amount1.toString()) },
    createsPool: !existing,
  };
}

function newPool(pool: LiquidityPool, sqrtPriceX96: bigint) {
  return v3SdkPool(pool, sqrtPriceX96, 0n, tickAtSqrtPrice(sqrtPriceX96));
}
