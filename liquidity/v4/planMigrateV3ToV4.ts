import { CurrencyAmount, Percent } from '@uniswap/sdk-core';
import { SwapRouter } from '@uniswap/universal-router-sdk';
import { Pool as V3Pool, Position as V3Position } from '@uniswap/v3-sdk';
import { Position } from '@uniswap/v4-sdk';
import {
  type Address,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  maxUint128,
  type PublicClient,
} from 'viem';
import type { ChainProtocolAddresses } from '../../protocol/chainProtocolAddresses.ts';
import { v3FactoryAbi, v3PoolAbi, v3PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import { LiquidityError } from '../liquidityError.ts';
import type { LiquidityPlan, LiquidityPool, LiquidityStep } from '../liquidityPlan.ts';
import { type PlanSettings, type PoolAmounts, poolAmounts } from '../planSettings.ts';
import { checkRange, type TickRange } from '../priceRange.ts';
import { slippageTolerance } from '../slippageTolerance.ts';
import { readV4Pool, sdkToken } from './readV4Pool.ts';

export interface MigrateV3ToV4Request extends PlanSettings, TickRange {
  /** The V3 position (an NFT of the V3 NonfungiblePositionManager) to empty, collect and burn. */
  v3TokenId: bigint;
  /** The V4 pool it moves into: the same two tokens, WETH's side possibly as ETH. */
  pool: LiquidityPool;
  /** Only for a V4 pool the PoolManager does not have yet: its starting price, √(currency1/currency0)·2^96. */
  startingSqrtPriceX96?: bigint;
}

export interface MigrateV3ToV4Plan extends LiquidityPlan {
  /** The liquidity of the new V4 position. */
  liquidity: bigint;
  createsPool: boolean;
  /** What the V3 position gives up (principal and fees), in the V4 pool's currency order, at today's price. */
  withdrawn: PoolAmounts;
  /** The V3 fees it collects on the way (part of `withdrawn`), in the V4 pool's currency order. */
  fees: PoolAmounts;
  /** What the V4 range does not take of it, swept back to the owner (WETH stays WETH). */
  refund: PoolAmounts;
}

/**
 * A V3 position into a V4 range in one transaction, the way the Uniswap app migrates: the Universal
 * Router's V3_POSITION_MANAGER_CALLs decrease all of the V3 liquidity, collect it with its fees to
 * the V4 PositionManager and burn the V3 NFT, then its V4_POSITION_MANAGER_CALL mints the V4 position
 * from what the PositionManager holds (unwrapping WETH for an ETH pool) and sweeps the rest back to the
 * owner (`SwapRouter.migrateV3ToV4CallParameters`). One transaction, so the tokens never rest in the
 * PositionManager, where anyone could sweep them, between a V3 exit and a V4 mint sent apart. The
 * router acts on the V3 NFT only once its owner approved it (the first step, when missing); it checks
 * that the sender owns the NFT, and it may only mint on V4, never decrease.
 *
 * The V4 liquidity is what the V3 minimums (after slippage) and fees pay for at the V4 pool's price,
 * so the mint is covered even if the V3 exit gives the least it may.
 */
export async function planMigrateV3ToV4(
  client: PublicClient,
  request: MigrateV3ToV4Request,
): Promise<MigrateV3ToV4Plan> {
  const protocol = protocolAddressesOf(client);
  checkRange(request, request.pool.tickSpacing);
  const v3 = await readV3Position(client, request.v3TokenId, request.owner);
  const { token0, token1 } = v3.position.pool;
  const { sdkPool, initialized } = await readV4Pool(client, request.pool, {
    startingSqrtPriceX96: request.startingSqrtPriceX96,
    knownTokens: [token0, token1],
  });
  const [v4Token0, v4Token1] = [sdkPool.currency0.wrapped, sdkPool.currency1.wrapped];
  const sameOrder = v4Token0.equals(token0) && v4Token1.equals(token1);
  if (!sameOrder && !(v4Token0.equals(token1) && v4Token1.equals(token0)))
    throw new Error('The V4 pool must hold the same two tokens as the V3 position (WETH as WETH or ETH).');
  // V3 amounts in the V4 pool's order: an ETH currency0 sorts first where WETH may have sorted second.
  const inV4Order = (amount0: bigint, amount1: bigint) =>
    sameOrder ? { amount0, amount1 } : { amount0: amount1, amount1: amount0 };
  const tolerance = slippageTolerance(request.slippageBps);
  const least = v3.position.burnAmountsWithSlippage(tolerance);
  const covered = inV4Order(
    BigInt(least.amount0.toString()) + v3.fees.amount0,
    BigInt(least.amount1.toString()) + v3.fees.amount1,
  );
  const withdrawn = inV4Order(
    BigInt(v3.position.amount0.quotient.toString()) + v3.fees.amount0,
    BigInt(v3.position.amount1.quotient.toString()) + v3.fees.amount1,
  );
  const position = Position.fromAmounts({
    pool: sdkPool,
    tickLower: request.tickLower,
    tickUpper: request.tickUpper,
    amount0: covered.amount0.toString(),
    amount1: covered.amount1.toString(),
    useFullPrecision: true,
  });
  const liquidity = BigInt(position.liquidity.toString());
  if (liquidity === 0n)
    throw new LiquidityError('no-amount', 'The V3 position holds too little to open this V4 range.');

  const { calldata } = SwapRouter.migrateV3ToV4CallParameters(
    {
      inputPosition: v3.position,
      outputPosition: position,
      v3RemoveLiquidityOptions: {
        tokenId: request.v3TokenId.toString(),
        liquidityPercentage: new Percent(1),
        slippageTolerance: tolerance,
        deadline: request.deadline.toString(),
        burnToken: true,
        collectOptions: {
          expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(
            v3.position.pool.token0,
            v3.fees.amount0.toString(),
          ),
          expectedCurrencyOwed1: CurrencyAmount.fromRawAmount(
            v3.position.pool.token1,
            v3.fees.amount1.toString(),
          ),
          recipient: protocol.v4PositionManager,
        },
      },
      v4AddLiquidityOptions: {
        recipient: request.owner,
        migrate: true,
        slippageTolerance: tolerance,
        deadline: request.deadline.toString(),
        useNative: sdkPool.currency0.isNative ? sdkPool.currency0 : undefined,
        ...(initialized ? {} : { createPool: true, sqrtPriceX96: sdkPool.sqrtRatioX96.toString() }),
      },
    },
    protocol.v4PositionManager,
  );

  const expected = poolAmounts(position.mintAmounts);
  return {
    steps: [
      ...(v3.routerApproved ? [] : [v3ApprovalStep(protocol, request.v3TokenId)]),
      {
        kind: 'position',
        label: initialized ? 'Migrate to V4' : 'Create the V4 pool and migrate',
        call: { to: protocol.universalRouter, data: calldata as Hex, value: 0n },
      },
    ],
    expected,
    liquidity,
    createsPool: !initialized,
    withdrawn,
    fees: inV4Order(v3.fees.amount0, v3.fees.amount1),
    refund: { amount0: withdrawn.amount0 - expected.amount0, amount1: withdrawn.amount1 - expected.amount1 },
  };
}

/** The V3 NFT's approval of the Universal Router, which then acts on it for its owner. */
function v3ApprovalStep(protocol: ChainProtocolAddresses, tokenId: bigint): LiquidityStep {
  return {
    kind: 'approve',
    label: 'Approve the V3 position for migration',
    call: {
      to: protocol.v3NonfungiblePositionManager,
      data: encodeFunctionData({
        abi: v3PositionManagerAbi,
        functionName: 'approve',
        args: [protocol.universalRouter, tokenId],
      }),
      value: 0n,
    },
  };
}

/**
 * A V3 position as the migration needs it: the NonfungiblePositionManager's `positions`, the pool's
 * `slot0`, its fees (a static `collect` from the owner, which first credits what the pool owes), and
 * whether the Universal Router may already act on it.
 */
async function readV3Position(client: PublicClient, tokenId: bigint, owner: Address) {
  const protocol = protocolAddressesOf(client);
  const manager = {
    address: protocol.v3NonfungiblePositionManager,
    abi: v3PositionManagerAbi,
  } as const;
  const [details, holder, approved, approvedForAll] = await Promise.all([
    client.readContract({ ...manager, functionName: 'positions', args: [tokenId] }),
    client.readContract({ ...manager, functionName: 'ownerOf', args: [tokenId] }),
    client.readContract({ ...manager, functionName: 'getApproved', args: [tokenId] }),
    client.readContract({
      ...manager,
      functionName: 'isApprovedForAll',
      args: [owner, protocol.universalRouter],
    }),
  ]);
  if (!isAddressEqual(holder, owner))
    throw new LiquidityError(
      'not-owner',
      `V3 position #${tokenId} belongs to another account: only its owner can migrate it.`,
    );
  const [, , token0, token1, fee, tickLower, tickUpper, liquidity] = details;
  if (liquidity === 0n)
    throw new LiquidityError('position-empty', `V3 position #${tokenId} has no liquidity left to migrate.`);
  const poolAddress = await client.readContract({
    address: protocol.v3Factory,
    abi: v3FactoryAbi,
    functionName: 'getPool',
    args: [token0, token1, fee],
  });
  const [[sqrtPriceX96, tick], poolLiquidity, { result: fees }, sdkToken0, sdkToken1] = await Promise.all([
    client.readContract({ address: poolAddress, abi: v3PoolAbi, functionName: 'slot0' }),
    client.readContract({ address: poolAddress, abi: v3PoolAbi, functionName: 'liquidity' }),
    client.simulateContract({
      ...manager,
      functionName: 'collect',
      args: [{ tokenId, recipient: owner, amount0Max: maxUint128, amount1Max: maxUint128 }],
      account: owner,
    }),
    sdkToken(client, token0),
    sdkToken(client, token1),
  ]);
  const pool = new V3Pool(sdkToken0, sdkToken1, fee, sqrtPriceX96.toString(), poolLiquidity.toString(), tick);
  return {
    position: new V3Position({ pool, liquidity: liquidity.toString(), tickLower, tickUpper }),
    fees: { amount0: fees[0], amount1: fees[1] },
    routerApproved: approvedForAll || isAddressEqual(approved, protocol.universalRouter),
  };
}
