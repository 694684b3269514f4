import { type Address, parseEther, parseUnits, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositAmounts } from '../liquidity/depositAmounts.ts';
import type { LiquidityPool } from '../liquidity/liquidityPlan.ts';
import { type LiquidityTestChain, startLiquidityTestChain } from '../liquidity/liquidityTestChain.fixture.ts';
import { rangeAroundTick } from '../liquidity/priceRange.ts';
import { planCreatePosition as planV3Position } from '../liquidity/v3/planCreatePosition.ts';
import { planCreatePosition as planV4Position } from '../liquidity/v4/planCreatePosition.ts';
import { readV4Pool } from '../liquidity/v4/readV4Pool.ts';
import { type LiquidityStep, liquidityAt, liquidityByPrice } from './liquidityByPrice.ts';
import { readV3PoolTicks, readV4PoolTicks, WORDS_EACH_SIDE } from './poolTicks.ts';
import { v3FactoryAbi, v3PoolAbi, v4StateViewAbi } from './protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from './protocolAddresses.ts';

let chain: LiquidityTestChain;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
}, 120_000);
afterAll(() => chain?.stop());

async function v3PoolAddress(pool: LiquidityPool): Promise<Address> {
  const address = await chain.client.readContract({
    address: PROTOCOL_ADDRESSES.v3Factory,
    abi: v3FactoryAbi,
    functionName: 'getPool',
    args: [pool.currency0, pool.currency1, pool.fee],
  });
  if (address === zeroAddress) throw new Error('the seeded pool is missing');
  return address;
}

/**
 * A new position is a step at its ticks: either side of both its ends and inside, the chart gained
 * its liquidity inside the range and nothing outside.
 */
function expectStepOf(
  range: { tickLower: number; tickUpper: number },
  liquidity: bigint,
  spacing: number,
  before: readonly LiquidityStep[],
  after: readonly LiquidityStep[],
) {
  const { tickLower, tickUpper } = range;
  const ticks = [
    tickLower - spacing,
    tickLower,
    tickLower + spacing,
    tickUpper - spacing,
    tickUpper,
    tickUpper + spacing,
  ];
  expect(ticks.map((tick) => (liquidityAt(after, tick) ?? -1n) - (liquidityAt(before, tick) ?? -1n))).toEqual(
    ticks.map((tick) => (tick >= tickLower && tick < tickUpper ? liquidity : 0n)),
  );
}

describe('a pool’s liquidity by price, read from the chain', () => {
  it('V3 through TickLens: the steps hold the pool’s liquidity at its price, and a new position is a step at its ticks', async () => {
    const pool = chain.v3Pool('USDC', 'WETH', 3000);
    const address = await v3PoolAddress(pool);
    const read = async () => {
      const ticks = await readV3PoolTicks(chain.client, address, pool.tickSpacing);
      if (!ticks) throw new Error('the seeded pool has no price');
      return { ticks, chart: liquidityByPrice(ticks) };
    };
    const before = await read();
    const poolLiquidity = await chain.client.readContract({
      address,
      abi: v3PoolAbi,
      functionName: 'liquidity',
    });
    expect(poolLiquidity).toBeGreaterThan(0n);
    expect(liquidityAt(before.chart.steps, before.ticks.tick)).toBe(poolLiquidity);
    expect(before.ticks.ticks.length).toBeGreaterThan(0);

    const range = rangeAroundTick(before.ticks.tick, 10, pool.tickSpacing);
    const [sqrtPriceX96] = await chain.client.readContract({
      address,
      abi: v3PoolAbi,
      functionName: 'slot0',
    });
    const plan = await planV3Position(chain.client, {
      pool,
      ...range,
      ...depositAmounts({ sqrtPriceX96, tick: before.ticks.tick }, range, { amount0: parseUnits('5000', 6) }),
      owner: chain.owner,
      slippageBps: 50,
      deadline: await chain.deadline(),
    });
    await chain.runPlan(plan);
    const after = await read();
    expectStepOf(range, plan.liquidity, pool.tickSpacing, before.chart.steps, after.chart.steps);
    expect(after.ticks.ticks.map(({ tick }) => tick)).toEqual(
      expect.arrayContaining([range.tickLower, range.tickUpper]),
    );
  });

  it('V4 through StateView’s tick bitmap: the steps hold getLiquidity at the price, and a new position is a step at its ticks', async () => {
    const pool = chain.v4Pool('ETH', 'USDC', 500);
    const { poolId, sdkPool } = await readV4Pool(chain.client, pool);
    const read = async () => {
      const ticks = await readV4PoolTicks(chain.client, poolId, pool.tickSpacing);
      if (!ticks) throw new Error('the seeded pool has no price');
      return { ticks, chart: liquidityByPrice(ticks) };
    };
    const before = await read();
    const poolLiquidity = await chain.client.readContract({
      address: PROTOCOL_ADDRESSES.v4StateView,
      abi: v4StateViewAbi,
      functionName: 'getLiquidity',
      args: [poolId],
    });
    expect(poolLiquidity).toBeGreaterThan(0n);
    expect(liquidityAt(before.chart.steps, before.ticks.tick)).toBe(poolLiquidity);

    const range = rangeAroundTick(before.ticks.tick, 5, pool.tickSpacing);
    const price = { sqrtPriceX96: BigInt(sdkPool.sqrtRatioX96.toString()), tick: sdkPool.tickCurrent };
    const plan = await planV4Position(chain.client, {
      pool,
      ...range,
      ...depositAmounts(price, range, { amount0: parseEther('1') }),
      owner: chain.owner,
      slippageBps: 50,
      deadline: await chain.deadline(),
    });
    await chain.runPlan(plan);
    const after = await read();
    expectStepOf(range, plan.liquidity, pool.tickSpacing, before.chart.steps, after.chart.steps);
  });

  it('reads a bounded window of words around the price, however far the pool’s ticks reach', async () => {
    // The seeded ETH/USDC 0.05 % pool holds full-range liquidity: its ends lie far beyond the window.
    const pool = chain.v3Pool('USDC', 'WETH', 500);
    const ticks = await readV3PoolTicks(chain.client, await v3PoolAddress(pool), pool.tickSpacing);
    if (!ticks) throw new Error('the seeded pool has no price');
    const wordTicks = 256 * pool.tickSpacing;
    expect(ticks.window.tickUpper - ticks.window.tickLower).toBeLessThanOrEqual(
      (2 * WORDS_EACH_SIDE + 1) * wordTicks,
    );
    expect(ticks.window.tickLower).toBeLessThanOrEqual(ticks.tick);
    expect(ticks.window.tickUpper).toBeGreaterThan(ticks.tick);
    for (const { tick } of ticks.ticks) {
      expect(tick).toBeGreaterThanOrEqual(ticks.window.tickLower);
      expect(tick).toBeLessThan(ticks.window.tickUpper);
    }
    const poolLiquidity = await chain.client.readContract({
      address: await v3PoolAddress(pool),
      abi: v3PoolAbi,
      functionName: 'liquidity',
    });
    expect(liquidityAt(liquidityByPrice(ticks).steps, ticks.tick)).toBe(poolLiquidity);
  });
});
