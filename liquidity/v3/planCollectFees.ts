import { NonfungiblePositionManager } from '@uniswap/v3-sdk';
import type { PublicClient } from 'viem';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import { LiquidityError } from '../liquidityError.ts';
import type { LiquidityPlan } from '../liquidityPlan.ts';
import type { CollectFeesRequest } from '../positionRequests.ts';
import { sdkPoolEther } from '../sdkPoolToken.ts';
import { owedAmounts } from './owedAmounts.ts';
import { positionManagerStep } from './positionManagerStep.ts';
import { uncollectedFees } from './uncollectedFees.ts';
import { checkOwner, readV3Position } from './v3PoolState.ts';

/**
 * The position's uncollected fees to its owner, in one manager call (collect, or collect + unwrapWETH9
 * + sweepToken to receive ETH). `expected` holds the fees as amounts out (negative).
 */
export async function planCollectFees(
  client: PublicClient,
  request: CollectFeesRequest,
): Promise<LiquidityPlan> {
  const protocol = protocolAddressesOf(client);
  const ether = sdkPoolEther(protocol.weth9);
  const position = await readV3Position(client, request.tokenId);
  checkOwner(position, request.owner, 'collect its fees');
  const fees = await uncollectedFees(client, request.tokenId, request.owner);
  if (fees.amount0 === 0n && fees.amount1 === 0n)
    throw new LiquidityError('nothing-to-collect', 'This position has no fees to collect yet.');
  const parameters = NonfungiblePositionManager.collectCallParameters({
    tokenId: request.tokenId.toString(),
    ...owedAmounts(position, fees, request.receiveEth, ether),
    recipient: request.owner,
  });
  return {
    steps: [positionManagerStep(protocol, 'Collect fees', parameters)],
    expected: { amount0: -fees.amount0, amount1: -fees.amount1 },
  };
}
