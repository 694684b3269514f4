import { decodeFunctionData, type Hex, parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swapThroughV3 } from '../../chain/referenceSwaps.fixture.ts';
import { v3PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { depositAmounts } from '../depositAmounts.ts';
import { type LiquidityTestChain, startLiquidityTestChain } from '../liquidityTestChain.fixture.ts';
import { rangeAroundTick } from '../priceRange.ts';
import { sqrtPriceAtPrice } from '../tickPrice.ts';
import { planCollectFees } from './planCollectFees.ts';
import { planCreatePosition } from './planCreatePosition.ts';
import { planIncreaseLiquidity } from './planIncreaseLiquidity.ts';
import { planRemoveLiquidity } from './planRemoveLiquidity.ts';
import { readV3Pool, v3PoolPrice } from './v3PoolState.ts';
import { holdings, mintedV3Position, v3Position } from './v3PositionReads.fixture.ts';

let chain: LiquidityTestChain;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
}, 120_000);
afterAll(() => chain?.stop());

/** The trader swaps both ways through the USDC/WETH 0.3 % pool: the price ends near where it was, fees are owed. */
async function tradeThroughPool() {
  await chain.trader.swapV3(parseEther('20'), 3000);
  await swapThroughV3(
    chain.trader.client,
    chain.token('USDC'),
    chain.token('WETH'),
    3000,
    parseUnits('40000', 6),
  );
}

describe('V3 positions, planned and run on the local chain', () => {
  let tokenId: bigint;

  it('creates a position in a custom range on a seeded pool: approvals first, the NFT is the owner’s, liquidity and balances as planned', async () => {
    const pool = chain.v3Pool('USDC', 'WETH', 3000);
    const state = await readV3Pool(chain.client, pool);
    if (!state) throw new Error('the seeded pool has no price');
    const range = rangeAroundTick(state.tickCurrent, 10, pool.tickSpacing);
    const amounts = depositAmounts(v3PoolPrice(state), range, { amount0: parseUnits('10000', 6) });
    const plan = await planCreatePosition(chain.client, {
      pool,
      ...range,
      ...amounts,
      ...(await chain.settings()),
    });
    expect(plan.steps.map((step) => step.label)).toEqual(['Approve USDC', 'Approve WETH', 'Create position']);
    expect(plan.createsPool).toBe(false);
    const before = await holdings(chain);
    const { receipt } = await chain.runPlan(plan);
    const after = await holdings(chain);
    tokenId = mintedV3Position(receipt);
    expect(tokenId).toBeGreaterThan(0n);
    expect(await v3Position(chain, tokenId)).toEqual({
      liquidity: plan.liquidity,
      ...range,
      owner: chain.owner,
    });
    expect(before.usdc - after.usdc).toBe(plan.expected.amount0);
    expect(before.weth - after.weth).toBe(plan.expected.amount1);
    expect(plan.expected.amount0).toBeLessThanOrEqual(amounts.amount0);
    expect(plan.expected.amount0).toBeGreaterThanOrEqual(plan.minimums.amount0);
  });

  it('asks no approval twice, and pays the WETH side in ETH when asked (unused ETH refunded)', async () => {
    const pool = chain.v3Pool('USDC', 'WETH', 3000);
    const state = await readV3Pool(chain.client, pool);
    if (!state) throw new Error('the seeded pool has no price');
    const range = rangeAroundTick(state.tickCurrent, 5, pool.tickSpacing);
    const plan = await planCreatePosition(chain.client, {
      pool,
      ...range,
      amount0: parseUnits('2000', 6),
      amount1: parseEther('5'),
      payWithEth: true,
      ...(await chain.settings()),
    });
    expect(plan.steps.map((step) => step.kind)).toEqual(['position']);
    const before = await holdings(chain);
    const { gasPaid } = await chain.runPlan(plan);
    const after = await holdings(chain);
    expect(before.usdc - after.usdc).toBe(plan.expected.amount0);
    expect(after.weth).toBe(before.weth);
    expect(before.eth - after.eth - gasPaid).toBe(plan.expected.amount1);
  });

  it('increases the position by exactly the planned liquidity and amounts', async () => {
    const before = await holdings(chain);
    const { liquidity } = await v3Position(chain, tokenId);
    const plan = await planIncreaseLiquidity(chain.client, {
      tokenId,
      amount0: parseUnits('5000', 6),
      amount1: parseEther('100'),
      ...(await chain.settings()),
    });
    expect(plan.steps.map((step) => step.label)).toEqual(['Add liquidity']);
    await chain.runPlan(plan);
    const after = await holdings(chain);
    expect((await v3Position(chain, tokenId)).liquidity).toBe(liquidity + plan.liquidity);
    expect(before.usdc - after.usdc).toBe(plan.expected.amount0);
    expect(before.weth - after.weth).toBe(plan.expected.amount1);
  });

  it('increases the position paying its WETH side in ETH: increaseLiquidity then refundETH in one multicall, WETH untouched', async () => {
    const before = await holdings(chain);
    const { liquidity } = await v3Position(chain, tokenId);
    const plan = await planIncreaseLiquidity(chain.client, {
      tokenId,
      amount0: parseUnits('5000', 6),
      amount1: parseEther('100'),
      payWithEth: true,
      ...(await chain.settings()),
    });
    // No WETH approval: the manager wraps the ETH sent with the call.
    expect(plan.steps.map((step) => step.label)).toEqual(['Add liquidity']);
    const { call } = plan.steps[0] as (typeof plan.steps)[number];
    const sent = decodeFunctionData({ abi: v3PositionManagerAbi, data: call.data ?? '0x' });
    const inner = sent.functionName === 'multicall' ? (sent.args[0] as readonly Hex[]) : [];
    expect(inner.map((data) => decodeFunctionData({ abi: v3PositionManagerAbi, data }).functionName)).toEqual(
      ['increaseLiquidity', 'refundETH'],
    );
    expect(call.value).toBeGreaterThanOrEqual(plan.expected.amount1);
    const { gasPaid } = await chain.runPlan(plan);
    const after = await holdings(chain);
    expect((await v3Position(chain, tokenId)).liquidity).toBe(liquidity + plan.liquidity);
    expect(before.usdc - after.usdc).toBe(plan.expected.amount0);
    expect(after.weth).toBe(before.weth);
    // What the manager did not take of the ETH sent came back: the wallet paid the deposit and gas only.
    expect(before.eth - after.eth - gasPaid).toBe(plan.expected.amount1);
  });

  it('collects the fees a swap earned, as WETH and then as ETH: balances move by exactly the fees', async () => {
    await tradeThroughPool();
    const asWeth = await planCollectFees(chain.client, { owner: chain.owner, tokenId });
    expect(asWeth.expected.amount0).toBeLessThan(0n);
    expect(asWeth.expected.amount1).toBeLessThan(0n);
    let before = await holdings(chain);
    let { gasPaid } = await chain.runPlan(asWeth);
    let after = await holdings(chain);
    expect(after.usdc - before.usdc).toBe(-asWeth.expected.amount0);
    expect(after.weth - before.weth).toBe(-asWeth.expected.amount1);
    expect(before.eth - after.eth).toBe(gasPaid);

    await tradeThroughPool();
    const asEth = await planCollectFees(chain.client, { owner: chain.owner, tokenId, receiveEth: true });
    before = await holdings(chain);
    ({ gasPaid } = await chain.runPlan(asEth));
    after = await holdings(chain);
    expect(after.usdc - before.usdc).toBe(-asEth.expected.amount0);
    expect(after.weth).toBe(before.weth);
    expect(after.eth - before.eth + gasPaid).toBe(-asEth.expected.amount1);
  });

  it('removes 50 % with the fees earned since, then 100 % as ETH, which burns the NFT', async () => {
    await tradeThroughPool();
    const { liquidity } = await v3Position(chain, tokenId);
    const half = await planRemoveLiquidity(chain.client, {
      tokenId,
      percent: 50,
      ...(await chain.settings()),
    });
    expect(half.burns).toBe(false);
    expect(half.fees.amount0).toBeGreaterThan(0n);
    let before = await holdings(chain);
    await chain.runPlan(half);
    let after = await holdings(chain);
    expect((await v3Position(chain, tokenId)).liquidity).toBe(liquidity - half.liquidity);
    expect(half.liquidity).toBe(liquidity / 2n);
    expect(after.usdc - before.usdc).toBe(-half.expected.amount0);
    expect(after.weth - before.weth).toBe(-half.expected.amount1);

    const rest = await planRemoveLiquidity(chain.client, {
      tokenId,
      percent: 100,
      receiveEth: true,
      ...(await chain.settings()),
    });
    expect(rest.burns).toBe(true);
    before = await holdings(chain);
    const { gasPaid } = await chain.runPlan(rest);
    after = await holdings(chain);
    expect(after.usdc - before.usdc).toBe(-rest.expected.amount0);
    expect(after.weth).toBe(before.weth);
    expect(after.eth - before.eth + gasPaid).toBe(-rest.expected.amount1);
    await expect(v3Position(chain, tokenId)).rejects.toThrow(/Invalid token ID|nonexistent token/);
    await expect(
      planRemoveLiquidity(chain.client, {
        tokenId,
        percent: 100,
        ...(await chain.settings()),
      }),
    ).rejects.toMatchObject({ code: 'position-missing' });
  });

  it('creates a new pool at its starting price and the first position in it, in one call', async () => {
    // LINK/WETH trades on V2 only: the 0.3 % V3 pool does not exist yet.
    const pool = chain.v3Pool('LINK', 'WETH', 3000);
    expect(await readV3Pool(chain.client, pool)).toBeUndefined();
    const request = {
      pool,
      tickLower: -60_000,
      tickUpper: -42_000,
      amount0: parseEther('1000'),
      amount1: parseEther('10'),
      ...(await chain.settings()),
    };
    await expect(planCreatePosition(chain.client, request)).rejects.toThrow(
      'This pool does not exist yet: set a starting price to create it.',
    );
    const startingSqrtPriceX96 = sqrtPriceAtPrice('0.005', { decimals0: 18, decimals1: 18 });
    const plan = await planCreatePosition(chain.client, { ...request, startingSqrtPriceX96 });
    expect(plan.createsPool).toBe(true);
    expect(plan.steps.at(-1)?.label).toBe('Create pool and position');
    const { receipt } = await chain.runPlan(plan);
    const created = await readV3Pool(chain.client, pool);
    expect(BigInt(created?.sqrtRatioX96.toString() ?? 0)).toBe(startingSqrtPriceX96);
    const minted = mintedV3Position(receipt);
    expect((await v3Position(chain, minted)).liquidity).toBe(plan.liquidity);
  });
});
