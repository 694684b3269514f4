import { NonfungiblePositionManager, Position } from '@uniswap/v3-sdk';
import type { PublicClient } from 'viem';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import { poolAmounts } from '../planSettings.ts';
import type { RemoveLiquidityPlan, RemoveLiquidityRequest } from '../positionRequests.ts';
import { removalShare, removedLiquidity } from '../removalShare.ts';
import { sdkPoolEther } from '../sdkPoolToken.ts';
import { slippageTolerance } from '../slippageTolerance.ts';
import { owedAmounts } from './owedAmounts.ts';
import { positionManagerStep } from './positionManagerStep.ts';
import { uncollectedFees } from './uncollectedFees.ts';
import { checkOwner, readV3Position } from './v3PoolState.ts';

/**
 * Takes `percent` of a V3 position out to its owner in one multicall: decreaseLiquidity, collect of
 * what it freed and every fee owed (with unwrapWETH9 + sweepToken to receive ETH), and at 100 % the
 * burn of the emptied NFT. `expected` holds what the owner receives (negative amounts), fees included.
 */
export async function planRemoveLiquidity(
  client: PublicClient,
  request: RemoveLiquidityRequest,
): Promise<RemoveLiquidityPlan> {
  const protocol = protocolAddressesOf(client);
  const ether = sdkPoolEther(protocol.weth9);
  const share = removalShare(request.percent);
  const position = await readV3Position(client, request.tokenId);
  checkOwner(position, request.owner, 'remove its liquidity');
  const liquidity = removedLiquidity(share, position.liquidity);
  const whole = new Position({
    pool: position.sdkPool,
    liquidity: position.liquidity.toString(),
    tickLower: position.tickLower,
    tickUpper: position.tickUpper,
  });
  const removed = new Position({
    pool: position.sdkPool,
    liquidity: liquidity.toString(),
    tickLower: position.tickLower,
    tickUpper: position.tickUpper,
  });
  const fees = await uncollectedFees(client, request.tokenId, request.owner);
  const tolerance = slippageTolerance(request.slippageBps);
  const burns = share.equalTo(1);
  const parameters = NonfungiblePositionManager.removeCallParameters(whole, {
    tokenId: request.tokenId.toString(),
    liquidityPercentage: share,
    slippageTolerance: tolerance,
    deadline: request.deadline.toString(),
    burnToken: burns,
    collectOptions: { ...owedAmounts(position, fees, request.receiveEth, ether), recipient: request.owner },
  });
  const minimums = removed.burnAmountsWithSlippage(tolerance);
  // The pool pays out a burn rounded down: the partial position's amounts.
  const principal0 = BigInt(removed.amount0.quotient.toString());
  const principal1 = BigInt(removed.amount1.quotient.toString());
  return {
    steps: [
      positionManagerStep(
        protocol,
        burns ? 'Remove liquidity and close position' : 'Remove liquidity',
        parameters,
      ),
    ],
    expected: { amount0: -(principal0 + fees.amount0), amount1: -(principal1 + fees.amount1) },
    liquidity,
    fees,
    minimums: poolAmounts(minimums),
    burns,
  };
}
