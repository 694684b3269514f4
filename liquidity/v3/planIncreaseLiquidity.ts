import { NonfungiblePositionManager } from '@uniswap/v3-sdk';
import type { PublicClient } from 'viem';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import type { LiquidityPlan } from '../liquidityPlan.ts';
import { type PoolAmounts, poolAmounts } from '../planSettings.ts';
import type { IncreaseLiquidityRequest } from '../positionRequests.ts';
import { sdkPoolEther } from '../sdkPoolToken.ts';
import { slippageTolerance } from '../slippageTolerance.ts';
import { positionManagerStep } from './positionManagerStep.ts';
import { sizeV3Deposit, v3DepositApprovals, wethSideAsEth } from './v3Deposit.ts';
import { checkOwner, readV3Position } from './v3PoolState.ts';

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
  const protocol = protocolAddressesOf(client);
  const chainEther = sdkPoolEther(protocol.weth9);
  const position = await readV3Position(client, request.tokenId);
  // The manager lets anyone add to any position; the app adds only to the owner's own.
  checkOwner(position, request.owner, 'add to it');
  const range = { tickLower: position.tickLower, tickUpper: position.tickUpper };
  const deposit = sizeV3Deposit(position.sdkPool, range, request);
  const ether = wethSideAsEth(position.pool, request.payWithEth, chainEther);
  const approvals = await v3DepositApprovals(client, request.owner, position.pool, deposit, ether);
  const tolerance = slippageTolerance(request.slippageBps);
  const parameters = NonfungiblePositionManager.addCallParameters(deposit.sized, {
    tokenId: request.tokenId.toString(),
    slippageTolerance: tolerance,
    deadline: request.deadline.toString(),
    ...(ether ? { useNative: ether } : {}),
  });
  const minimums = deposit.sized.mintAmountsWithSlippage(tolerance);
  return {
    steps: [...approvals, positionManagerStep(protocol, 'Add liquidity', parameters)],
    expected: poolAmounts(deposit.minted.mintAmounts),
    liquidity: BigInt(deposit.minted.liquidity.toString()),
    minimums: poolAmounts(minimums),
  };
}
