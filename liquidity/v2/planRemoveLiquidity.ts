import { encodeFunctionData, erc20Abi, type PublicClient } from 'viem';
import { v2RouterAbi } from '../../protocol/protocolAbis.ts';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import { LiquidityError } from '../liquidityError.ts';
import type { LiquidityPlan, LiquidityPool } from '../liquidityPlan.ts';
import type { PlanSettings, PoolAmounts } from '../planSettings.ts';
import { removalShare } from '../removalShare.ts';
import { minimumWithinSlippage } from '../slippageTolerance.ts';
import { missingApprovals } from '../tokenApprovals.ts';
import { wethSide } from '../wethSide.ts';
import { readV2Pair } from './v2PairState.ts';

export interface V2RemoveRequest extends PlanSettings {
  /** The V2 pair's key: its two tokens, sorted. */
  pool: LiquidityPool;
  /** How much of the owner's LP tokens to redeem, in percent: above 0, at most 100 (two decimals). */
  percent: number;
  /** Receive the WETH side as ETH (removeLiquidityETH); ignored for pairs without WETH. */
  receiveEth?: boolean;
}

export interface V2RemovePlan extends LiquidityPlan {
  /** The LP tokens redeemed. */
  liquidity: bigint;
  minimums: PoolAmounts;
}

/**
 * Redeems `percent` of the owner's LP tokens of a pair: the LP token's approval to Router02 when
 * missing, then removeLiquidity (removeLiquidityETH to receive ETH). `expected` holds what the owner
 * receives (negative amounts), the pair's own share of its balances.
 */
export async function planRemoveLiquidity(
  client: PublicClient,
  request: V2RemoveRequest,
): Promise<V2RemovePlan> {
  const protocol = protocolAddressesOf(client);
  const { pool, owner } = request;
  const share = removalShare(request.percent);
  const pair = await readV2Pair(client, pool);
  if (!pair)
    throw new LiquidityError('pool-missing', 'This V2 pair does not exist: there is no liquidity to remove.');
  const held = await client.readContract({
    address: pair.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
  if (held === 0n) throw new LiquidityError('position-empty', 'You hold no liquidity in this V2 pair.');
  const liquidity = (held * BigInt(share.numerator.toString())) / BigInt(share.denominator.toString());
  // The pair's burn: each token in proportion of the LP tokens to the supply, rounded down.
  const out = {
    amount0: (liquidity * pair.balance0) / pair.totalSupply,
    amount1: (liquidity * pair.balance1) / pair.totalSupply,
  };
  const minimums = {
    amount0: minimumWithinSlippage(out.amount0, request.slippageBps),
    amount1: minimumWithinSlippage(out.amount1, request.slippageBps),
  };
  const ethSide = wethSide(pool, request.receiveEth, protocol.weth9);
  const data =
    ethSide === undefined
      ? encodeFunctionData({
          abi: v2RouterAbi,
          functionName: 'removeLiquidity',
          args: [
            pool.currency0,
            pool.currency1,
            liquidity,
            minimums.amount0,
            minimums.amount1,
            owner,
            request.deadline,
          ],
        })
      : encodeFunctionData({
          abi: v2RouterAbi,
          functionName: 'removeLiquidityETH',
          args: [
            ethSide === 0 ? pool.currency1 : pool.currency0,
            liquidity,
            ethSide === 0 ? minimums.amount1 : minimums.amount0,
            ethSide === 0 ? minimums.amount0 : minimums.amount1,
            owner,
            request.deadline,
          ],
        });
  const approvals = await missingApprovals(client, owner, protocol.v2Router02, [
    { token: pair.address, amount: liquidity },
  ]);
  return {
    steps: [
      ...approvals,
      {
        kind: 'position',
        label: 'Remove liquidity',
        call: { to: protocol.v2Router02, data, value: 0n },
      },
    ],
    expected: { amount0: -out.amount0, amount1: -out.amount1 },
    liquidity,
    minimums,
  };
}
