import { type Address, encodeFunctionData, erc20Abi, maxUint256, parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v3PoolAbi, v3PositionManagerAbi, v4PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { runTransaction } from '../../trading/sendTransaction.ts';
import { type LiquidityTestChain, startLiquidityTestChain } from '../liquidityTestChain.fixture.ts';
import { fullRange } from '../priceRange.ts';
import { planMigrateV3ToV4 } from './planMigrateV3ToV4.ts';

let chain: LiquidityTestChain;
let usdc: Address;
let weth: Address;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
  usdc = chain.currency('USDC').address as Address;
  weth = chain.currency('WETH').address as Address;
}, 120_000);
afterAll(() => chain?.stop());

const v3Manager = {
  address: PROTOCOL_ADDRESSES.v3NonfungiblePositionManager,
  abi: v3PositionManagerAbi,
} as const;
/** The V3 pool the positions migrate from (USDC/WETH 0.05 %, seeded at its mainnet address). */
const V3_USDC_WETH_500 = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640';
const v4Manager = { address: PROTOCOL_ADDRESSES.v4PositionManager, abi: v4PositionManagerAbi } as const;

describe('planMigrateV3ToV4', () => {
  it('moves a V3 USDC/WETH position into the V4 ETH/USDC pool: the V3 NFT burned, the rest refunded', async () => {
    const v3TokenId = await openV3Position();
    // A trade through the V3 pool: the position has WETH fees, which move with it.
    await chain.trader.swapV3(parseEther('10'), 500);
    const pool = chain.v4Pool('ETH', 'USDC', 500);
    const plan = await planMigrateV3ToV4(chain.client, {
      v3TokenId,
      pool,
      ...fullRange(pool.tickSpacing),
      ...(await chain.settings()),
    });
    expect(plan.steps.map((step) => step.kind)).toEqual(['approve', 'position']);
    expect(plan.fees.amount0).toBeGreaterThan(0n);
    let v4TokenId = 0n;
    const moved = await chain.balancesMovedBy(async () => {
      const run = await chain.runPlan(plan);
      v4TokenId = chain.mintedBy(run);
      return run;
    }, ['ETH', 'WETH', 'USDC']);
    // ETH pays only gas: the V3 WETH is unwrapped inside the PositionManager, what is left comes back as WETH.
    expect(moved).toEqual({ ETH: 0n, WETH: plan.refund.amount0, USDC: plan.refund.amount1 });
    expect(plan.refund.amount0 + plan.expected.amount0).toBe(plan.withdrawn.amount0);
    await expect(
      chain.client.readContract({ ...v3Manager, functionName: 'positions', args: [v3TokenId] }),
    ).rejects.toThrow(/Invalid token ID|revert/);
    expect(
      await chain.client.readContract({ ...v4Manager, functionName: 'ownerOf', args: [v4TokenId] }),
    ).toBe(chain.owner);
    expect(
      await chain.client.readContract({
        ...v4Manager,
        functionName: 'getPositionLiquidity',
        args: [v4TokenId],
      }),
    ).toBe(plan.liquidity);
  });

  it('creates a V4 USDC/WETH pool at the V3 price and migrates into it, WETH staying WETH', async () => {
    const v3TokenId = await openV3Position();
    const [sqrtPriceX96] = await chain.client.readContract({
      address: V3_USDC_WETH_500,
      abi: v3PoolAbi,
      functionName: 'slot0',
    });
    const pool = chain.v4Pool('USDC', 'WETH', 3000);
    const plan = await planMigrateV3ToV4(chain.client, {
      v3TokenId,
      pool,
      ...fullRange(pool.tickSpacing),
      startingSqrtPriceX96: sqrtPriceX96,
      ...(await chain.settings()),
    });
    expect(plan.createsPool).toBe(true);
    expect(plan.steps.map((step) => step.label)).toEqual([
      'Approve the V3 position for migration',
      'Create the V4 pool and migrate',
    ]);
    let v4TokenId = 0n;
    const moved = await chain.balancesMovedBy(async () => {
      const run = await chain.runPlan(plan);
      v4TokenId = chain.mintedBy(run);
      return run;
    }, ['ETH', 'WETH', 'USDC']);
    expect(moved).toEqual({ ETH: 0n, USDC: plan.refund.amount0, WETH: plan.refund.amount1 });
    expect(
      await chain.client.readContract({
        ...v4Manager,
        functionName: 'getPositionLiquidity',
        args: [v4TokenId],
      }),
    ).toBe(plan.liquidity);
  });

  it('refuses a V4 pool of other tokens', async () => {
    const v3TokenId = await openV3Position();
    await expect(
      planMigrateV3ToV4(chain.client, {
        v3TokenId,
        pool: chain.v4Pool('ETH', 'DAI', 500),
        ...fullRange(10),
        ...(await chain.settings()),
      }),
    ).rejects.toThrow(/same two tokens/);
  });
});

/** A full-range V3 position of the owner in the USDC/WETH 0.05% pool, minted on the NonfungiblePositionManager. */
async function openV3Position(): Promise<bigint> {
  const send = (to: Address, data: `0x${string}`) =>
    runTransaction({
      client: chain.client,
      wallet: chain.wallet,
      account: chain.owner,
      call: { to, data, value: 0n },
      action: 'swap',
    });
  for (const token of [usdc, weth])
    await send(
      token,
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [v3Manager.address, maxUint256] }),
    );
  const receipt = await send(
    v3Manager.address,
    encodeFunctionData({
      abi: v3PositionManagerAbi,
      functionName: 'mint',
      args: [
        {
          token0: usdc,
          token1: weth,
          fee: 500,
          ...fullRange(10),
          amount0Desired: parseUnits('10000', 6),
          amount1Desired: parseEther('10'),
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: chain.owner,
          deadline: await chain.deadline(),
        },
      ],
    }),
  );
  const transfer = receipt.logs.find(
    (log) => log.address.toLowerCase() === v3Manager.address.toLowerCase() && log.topics.length === 4,
  );
  return BigInt(transfer?.topics[3] ?? '0x0');
}
