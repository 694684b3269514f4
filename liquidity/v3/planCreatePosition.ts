import { NonfungiblePositionManager } from '@uniswap/v3-sdk';
import type { PublicClient } from 'viem';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import { LiquidityError } from '../liquidityError.ts';
import type { LiquidityPlan, LiquidityPool } from '../liquidityPlan.ts';
import { type PoolAmounts, poolAmounts } from '../planSettings.ts';
import type { CreatePositionRequest } from '../positionRequests.ts';
import { checkRange } from '../priceRange.ts';
import { sdkPoolEther } from '../sdkPoolToken.ts';
import { slippageTolerance } from '../slippageTolerance.ts';
import { tickAtSqrtPrice } from '../tickPrice.ts';
import { positionManagerStep } from './positionManagerStep.ts';
import { sizeV3Deposit, v3DepositApprovals, wethSideAsEth } from './v3Deposit.ts';
import { readV3Pool, v3SdkPool } from './v3PoolState.ts';

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
  const protocol = protocolAddressesOf(client);
  const chainEther = sdkPoolEther(protocol.weth9);
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
  const ether = wethSideAsEth(pool, request.payWithEth, chainEther);
  const approvals = await v3DepositApprovals(client, owner, pool, deposit, ether);
  const parameters = NonfungiblePositionManager.addCallParameters(deposit.sized, {
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
      positionManagerStep(protocol, existing ? 'Create position' : 'Create pool and position', parameters),
    ],
    expected: poolAmounts(deposit.minted.mintAmounts),
    liquidity: BigInt(deposit.minted.liquidity.toString()),
    minimums: poolAmounts(minimums),
    createsPool: !existing,
  };
}

function newPool(pool: LiquidityPool, sqrtPriceX96: bigint) {
  return v3SdkPool(pool, sqrtPriceX96, 0n, tickAtSqrtPrice(sqrtPriceX96));
}
