import { CurrencyAmount } from '@uniswap/sdk-core';
import { encodeFunctionData, type PublicClient } from 'viem';
import { v2RouterAbi } from '../../protocol/protocolAbis.ts';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import { checkBalances } from '../balanceCheck.ts';
import { LiquidityError } from '../liquidityError.ts';
import type { LiquidityPlan, LiquidityPool } from '../liquidityPlan.ts';
import type { PlanSettings, PoolAmounts } from '../planSettings.ts';
import { minimumWithinSlippage } from '../slippageTolerance.ts';
import { missingApprovals } from '../tokenApprovals.ts';
import { wethSide } from '../wethSide.ts';
import { v2DepositAmounts, v2SdkPair } from './v2DepositAmounts.ts';
import { readV2Pair, type V2PairState } from './v2PairState.ts';

export interface V2DepositRequest extends PlanSettings {
  /** The V2 pair's key: its two tokens, sorted. */
  pool: LiquidityPool;
  /**
   * The most of each token to deposit, in base units. Into an existing pair the router takes them at
   * the pair's ratio (the rest stays with the owner); a new pair's ratio is this first deposit's.
   */
  amount0: bigint;
  amount1: bigint;
  /** Pay the WETH side in ETH (addLiquidityETH; the router refunds what it does not take). */
  payWithEth?: boolean;
}

export interface V2DepositPlan extends LiquidityPlan {
  /** The LP tokens the deposit mints to the owner. */
  liquidity: bigint;
  /** The least of each token the router may take before it reverts: the price moved past the slippage. */
  minimums: PoolAmounts;
  /** Whether the deposit creates the pair (the router does, in the same call). */
  createsPair: boolean;
}

/** A deposit into a V2 pair through Router02, creating the pair when `mayCreate` and it has none. */
export async function planV2Deposit(
  client: PublicClient,
  request: V2DepositRequest,
  mayCreate: boolean,
): Promise<V2DepositPlan> {
  const protocol = protocolAddressesOf(client);
  const { pool, owner } = request;
  const pair = await readV2Pair(client, pool);
  const createsPair = !pair || pair.totalSupply === 0n;
  if (createsPair && !mayCreate)
    throw new LiquidityError(
      'pool-missing',
      'This V2 pair does not exist yet: create it with a first deposit.',
    );
  if (request.amount0 === 0n && request.amount1 === 0n)
    throw new LiquidityError('no-amount', 'Enter an amount to deposit.');
  if (createsPair && (request.amount0 === 0n || request.amount1 === 0n))
    throw new LiquidityError(
      'no-amount',
      'A new pair needs both tokens: their ratio sets its starting price.',
    );
  const taken = createsPair ? request : routerAmounts(pair as V2PairState, request);
  const minimums = {
    amount0: minimumWithinSlippage(taken.amount0, request.slippageBps),
    amount1: minimumWithinSlippage(taken.amount1, request.slippageBps),
  };
  const ethSide = wethSide(pool, request.payWithEth, protocol.weth9);
  const needs = [
    { token: pool.currency0, amount: request.amount0 },
    { token: pool.currency1, amount: request.amount1 },
  ];
  await checkBalances(
    client,
    owner,
    needs.map((need, side) => (side === ethSide ? { token: null, amount: need.amount } : need)),
  );
  const approvals = await missingApprovals(
    client,
    owner,
    protocol.v2Router02,
    needs.filter((_, side) => side !== ethSide),
  );
  const data =
    ethSide === undefined
      ? encodeFunctionData({
          abi: v2RouterAbi,
          functionName: 'addLiquidity',
          args: [
            pool.currency0,
            pool.currency1,
            request.amount0,
            request.amount1,
            minimums.amount0,
            minimums.amount1,
            owner,
            request.deadline,
          ],
        })
      : encodeFunctionData({
          abi: v2RouterAbi,
          functionName: 'addLiquidityETH',
          args: [
            ethSide === 0 ? pool.currency1 : pool.currency0,
            ethSide === 0 ? request.amount1 : request.amount0,
            ethSide === 0 ? minimums.amount1 : minimums.amount0,
            ethSide === 0 ? minimums.amount0 : minimums.amount1,
            owner,
            request.deadline,
          ],
        });
  const value = ethSide === 0 ? request.amount0 : ethSide === 1 ? request.amount1 : 0n;
  return {
    steps: [
      ...approvals,
      {
        kind: 'position',
        label: createsPair ? 'Create pair and add liquidity' : 'Add liquidity',
        call: { to: protocol.v2Router02, data, value },
      },
    ],
    expected: { amount0: taken.amount0, amount1: taken.amount1 },
    liquidity: mintedLiquidity(pool, pair, taken),
    minimums,
    createsPair,
  };
}

/** What Router02 takes of the desired amounts: all of one side, and the other at the reserves' ratio (rounded down). */
function routerAmounts(pair: V2PairState, desired: PoolAmounts): PoolAmounts {
  const amount1Optimal = v2DepositAmounts(pair, { amount0: desired.amount0 }).amount1;
  if (amount1Optimal <= desired.amount1) return { amount0: desired.amount0, amount1: amount1Optimal };
  return { amount0: v2DepositAmounts(pair, { amount1: desired.amount1 }).amount0, amount1: desired.amount1 };
}

/** The LP tokens the pair mints for the amounts, as the V2 SDK computes them (the first deposit locks 1000 away). */
function mintedLiquidity(pool: LiquidityPool, pair: V2PairState | undefined, taken: PoolAmounts): bigint {
  const sdkPair = v2SdkPair(pool, pair);
  const minted = sdkPair.getLiquidityMinted(
    CurrencyAmount.fromRawAmount(sdkPair.liquidityToken, (pair?.totalSupply ?? 0n).toString()),
    CurrencyAmount.fromRawAmount(sdkPair.token0, taken.amount0.toString()),
    CurrencyAmount.fromRawAmount(sdkPair.token1, taken.amount1.toString()),
  );
  return BigInt(minted.quotient.toString());
}
