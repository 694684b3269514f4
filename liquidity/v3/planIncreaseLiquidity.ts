import { NonfungiblePositionManager } from '@uniswap/v3-sdk';
import type { Hex, PublicClient } from 'viem';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { LiquidityPlan } from '../liquidityPlan.ts';
import type { PlanSettings, PoolAmounts } from '../planSettings.ts';
import { slippageTolerance } from '../slippageTolerance.ts';
import { amountsOf, sizeV3Deposit, v3DepositApprovals, wethSideAsEth } from './v3Deposit.ts';
import { readV3Position } from './v3PoolState.ts';

export interface IncreaseLiquidityRequest extends PlanSettings {
  /** The V3 position NFT's id. */
  tokenId: bigint;
  /** The most of each token to add, in base units (depositAmounts.ts computes the pair from one). */
  amount0: bigint;
  amount1: bigint;
  /** Pay the WETH side in ETH: the manager wraps it and refunds what it does not take. */
  payWithEth?: boolean;
}

export interface IncreaseLiquidityPlan extends LiquidityPlan {
  /** The liquidity the position gains, as the manager will compute it at the current price. */
  liquidity: bigint;
  minimums: PoolAmounts;
}

/**
 * More liquidity into an existing V3 position, in its own range: the missing approvals, then the
 * manager's increaseLiquidity (with a refund of unused ETH when paying ETH). `expected` holds what it takes.
 */
export async function planIncreaseLiquidity(
  client: PublicClient,
  request: IncreaseLiquidityRequest,
): Promise<IncreaseLiquidityPlan> {
  const position = await readV3Position(client, request.tokenId);
  const range = { tickLower: position.tickLower, tickUpper: position.tickUpper };
  const deposit = sizeV3Deposit(position.sdkPool, range, request);
  const ether = wethSideAsEth(position.pool, request.payWithEth);
  const approvals = await v3DepositApprovals(client, request.owner, position.pool, deposit, ether);
  const tolerance = slippageTolerance(request.slippageBps);
  const { calldata, value } = NonfungiblePositionManager.addCallParameters(deposit.sized, {
    tokenId: request.tokenId.toString(),
    slippageTolerance: tolerance,
    deadline: request.deadline.toString(),
    ...(ether ? { useNative: ether } : {}),
  });
  const minimums = deposit.sized.mintAmountsWithSlippage(tolerance);
  return {
    steps: [
      ...approvals,
      {
        kind: 'position',
        label: 'Add liquidity',
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
  };
}
