import { encodeSqrtRatioX96 } from '@uniswap/v3-sdk';
import { encodeFunctionData, erc20Abi, type Hex, isAddressEqual, type PublicClient } from 'viem';
import { v3MigratorAbi } from '../../protocol/protocolAbis.ts';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import { LiquidityError } from '../liquidityError.ts';
import type { LiquidityPlan, LiquidityPool } from '../liquidityPlan.ts';
import { type PlanSettings, type PoolAmounts, poolAmounts } from '../planSettings.ts';
import { checkRange, type TickRange } from '../priceRange.ts';
import { slippageTolerance } from '../slippageTolerance.ts';
import { tickAtSqrtPrice } from '../tickPrice.ts';
import { missingApprovals } from '../tokenApprovals.ts';
import { readV2Pair } from '../v2/v2PairState.ts';
import { sizeV3Deposit } from './v3Deposit.ts';
import { readV3Pool, v3SdkPool } from './v3PoolState.ts';

export interface MigrateV2ToV3Request extends PlanSettings, TickRange {
  /** The V2 pair's key: all the owner's LP tokens of it are redeemed. */
  pair: LiquidityPool;
  /** The V3 pool it moves into: the same two tokens, with a fee tier and its tick spacing. */
  pool: LiquidityPool;
  /** The whole percent (1–100) of the redeemed tokens offered to the V3 range; the rest is refunded. Default 100. */
  percent?: number;
  /** For a V3 pool that does not exist yet: its starting price, √(token1/token0) · 2^96; default the V2 pair's price. */
  startingSqrtPriceX96?: bigint;
  /** Refund the WETH side as ETH. */
  refundAsEth?: boolean;
}

export interface MigrateV2ToV3Plan extends LiquidityPlan {
  /** The LP tokens of the pair redeemed (all the owner holds). */
  lpTokens: bigint;
  /** What redeeming them gives, each token: the V3 position's deposit (`expected`) plus the refund. */
  withdrawn: PoolAmounts;
  /** What the V3 range does not take, sent back to the owner (the WETH side as ETH when asked). */
  refund: PoolAmounts;
  /** The V3 position's liquidity. */
  liquidity: bigint;
  /** The least of each token the V3 mint may take before it reverts: the price moved past the slippage. */
  minimums: PoolAmounts;
  /** Whether the call creates and prices the V3 pool first. */
  createsPool: boolean;
}

/**
 * A V2 position into a V3 range through the V3 periphery's V3Migrator, as the Uniswap app migrates:
 * the LP token's approval to the migrator when missing, then `migrate`, which redeems the LP tokens,
 * mints the V3 position NFT to the owner with `percent` of the tokens, and refunds the rest. A V3 pool
 * that does not exist yet is created at the V2 price (or the one given) in the same multicall.
 * `expected` holds what the V3 position takes of each token.
 */
export async function planMigrateV2ToV3(
  client: PublicClient,
  request: MigrateV2ToV3Request,
): Promise<MigrateV2ToV3Plan> {
  const protocol = protocolAddressesOf(client);
  const { pair: pairKey, pool, owner, tickLower, tickUpper } = request;
  const percent = request.percent ?? 100;
  if (!Number.isInteger(percent) || percent < 1 || percent > 100)
    throw new LiquidityError('invalid-percent', 'Choose a whole percent between 1 and 100 to migrate.');
  if (
    !isAddressEqual(pairKey.currency0, pool.currency0) ||
    !isAddressEqual(pairKey.currency1, pool.currency1)
  )
    throw new Error('A V2 position migrates into a V3 pool of the same two tokens');
  checkRange({ tickLower, tickUpper }, pool.tickSpacing);
  const pair = await readV2Pair(client, pairKey);
  if (!pair)
    throw new LiquidityError(
      'pool-missing',
      'This V2 pair does not exist: there is no liquidity to migrate.',
    );
  const lpTokens = await client.readContract({
    address: pair.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
  if (lpTokens === 0n)
    throw new LiquidityError('position-empty', 'You hold no liquidity in this V2 pair to migrate.');
  // The pair's burn: each token in proportion of the LP tokens to the supply, rounded down.
  const withdrawn = {
    amount0: (lpTokens * pair.balance0) / pair.totalSupply,
    amount1: (lpTokens * pair.balance1) / pair.totalSupply,
  };
  const offered = {
    amount0: (withdrawn.amount0 * BigInt(percent)) / 100n,
    amount1: (withdrawn.amount1 * BigInt(percent)) / 100n,
  };
  const existing = await readV3Pool(client, pool);
  const startingSqrtPriceX96 =
    request.startingSqrtPriceX96 ??
    BigInt(encodeSqrtRatioX96(pair.balance1.toString(), pair.balance0.toString()).toString());
  const sdkPool =
    existing ?? v3SdkPool(pool, startingSqrtPriceX96, 0n, tickAtSqrtPrice(startingSqrtPriceX96));
  // The migrator mints with the offered amounts as they are: no second sizing, unlike a direct mint.
  const { sized } = sizeV3Deposit(sdkPool, { tickLower, tickUpper }, offered);
  const deposit = poolAmounts(sized.mintAmounts);
  const slippage = sized.mintAmountsWithSlippage(slippageTolerance(request.slippageBps));
  const minimums = {
    amount0: BigInt(slippage.amount0.toString()),
    amount1: BigInt(slippage.amount1.toString()),
  };
  const migrate = encodeFunctionData({
    abi: v3MigratorAbi,
    functionName: 'migrate',
    args: [
      {
        pair: pair.address,
        liquidityToMigrate: lpTokens,
        percentageToMigrate: percent,
        token0: pool.currency0,
        token1: pool.currency1,
        fee: pool.fee,
        tickLower,
        tickUpper,
        amount0Min: minimums.amount0,
        amount1Min: minimums.amount1,
        recipient: owner,
        deadline: request.deadline,
        refundAsETH: request.refundAsEth ?? false,
      },
    ],
  });
  const data: Hex = existing
    ? migrate
    : encodeFunctionData({
        abi: v3MigratorAbi,
        functionName: 'multicall',
        args: [
          [
            encodeFunctionData({
              abi: v3MigratorAbi,
              functionName: 'createAndInitializePoolIfNecessary',
              args: [pool.currency0, pool.currency1, pool.fee, startingSqrtPriceX96],
            }),
            migrate,
          ],
        ],
      });
  const approvals = await missingApprovals(client, owner, protocol.v3Migrator, [
    { token: pair.address, amount: lpTokens },
  ]);
  return {
    steps: [
      ...approvals,
      {
        kind: 'position',
        label: existing ? 'Migrate to V3' : 'Create V3 pool and migrate',
        call: { to: protocol.v3Migrator, data, value: 0n },
      },
    ],
    expected: deposit,
    lpTokens,
    withdrawn,
    refund: { amount0: withdrawn.amount0 - deposit.amount0, amount1: withdrawn.amount1 - deposit.amount1 },
    liquidity: BigInt(sized.liquidity.toString()),
    minimums,
    createsPool: !existing,
  };
}
