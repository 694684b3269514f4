import { NonfungiblePositionManager } from '@uniswap/v3-sdk';
import { encodeFunctionData, type Hex, type PublicClient } from 'viem';
import { v3PositionManagerAbi } from '../../protocol/protocolAbis.ts';
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
 * Takes a closed V3 position (no liquidity left) out of its owner's wallet: the manager keeps an
 * emptied NFT until its owner burns it, and reverts the burn while anything is still owed, so one
 * call collects what is owed first (the WETH side as ETH when asked) and then burns. A position
 * emptied outside the app, or by a remove that left the NFT, stays listed as closed until then.
 * `expected` holds what is collected (negative amounts).
 */
export async function planBurnPosition(
  client: PublicClient,
  request: CollectFeesRequest,
): Promise<LiquidityPlan> {
  const protocol = protocolAddressesOf(client);
  const ether = sdkPoolEther(protocol.weth9);
  const position = await readV3Position(client, request.tokenId);
  checkOwner(position, request.owner, 'burn it');
  if (position.liquidity > 0n)
    throw new LiquidityError(
      'position-open',
      'This position still holds liquidity: remove 100 % of it, which closes and burns it.',
    );
  const owed = await uncollectedFees(client, request.tokenId, request.owner);
  const burn = encodeFunctionData({
    abi: v3PositionManagerAbi,
    functionName: 'burn',
    args: [request.tokenId],
  });
  const calls: Hex[] = [burn];
  if (owed.amount0 > 0n || owed.amount1 > 0n) {
    // The SDK's collect is one call, or its own multicall with the unwrap and sweep; the manager's
    // multicall delegatecalls itself, so nesting it keeps the collect before the burn.
    const collect = NonfungiblePositionManager.collectCallParameters({
      tokenId: request.tokenId.toString(),
      ...owedAmounts(position, owed, request.receiveEth, ether),
      recipient: request.owner,
    });
    calls.unshift(collect.calldata as Hex);
  }
  const calldata =
    calls.length === 1
      ? burn
      : encodeFunctionData({ abi: v3PositionManagerAbi, functionName: 'multicall', args: [calls] });
  return {
    steps: [
      positionManagerStep(protocol, calls.length === 1 ? 'Burn position' : 'Collect and burn position', {
        calldata,
        value: '0x00',
      }),
    ],
    expected: { amount0: -owed.amount0, amount1: -owed.amount1 },
  };
}
