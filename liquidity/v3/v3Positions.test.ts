import { parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swapThroughV3 } from '../../chain/referenceSwaps.fixture.ts';
import { v3PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { TradingError } from '../../trading/tradingError.ts';
import { depositAmounts } from '../depositAmounts.ts';
import type { LiquidityError } from '../liquidityError.ts';
import { type LiquidityTestChain, startLiquidityTestChain } from '../liquidityTestChain.fixture.ts';
import { rangeAroundTick } from '../priceRange.ts';
import { sqrtPriceAtPrice } from '../tickPrice.ts';
import { mintedPositionId } from './mintedPositionId.ts';
import { planCollectFees } from './planCollectFees.ts';
import { planCreatePosition } from './planCreatePosition.ts';
import { planIncreaseLiquidity } from './planIncreaseLiquidity.ts';
import { planRemoveLiquidity } from './planRemoveLiquidity.ts';
import { readV3Pool, v3PoolPrice } from './v3PoolState.ts';

let chain: LiquidityTestChain;
const SLIPPAGE_BPS = 50;
const manager = {
  address: PROTOCOL_ADDRESSES.v3NonfungiblePositionManager,
  abi: v3PositionManagerAbi,
} as const;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
}, 120_000);
afterAll(() => chain?.stop());

/** The dev account's USDC, WETH and ETH: what a plan moves. */
async function holdings() {
  const [usdc, weth, eth] = await Promise.all([
    chain.tokenBalance(chain.owner, 'USDC'),
    chain.tokenBalance(chain.owner, 'WETH'),
    chain.client.getBalance({ address: chain.owner }),
  ]);
  return { usdc, weth, eth };
}

const onChain = async (tokenId: bigint) => {
  const position = await chain.client.readContract({
    ...manager,
    functionName: 'positions',
    args: [tokenId],
  });
  const owner = await chain.client.readContract({ ...manager, functionName: 'ownerOf', args: [tokenId] });
  return { liquidity: position[7], tickLower: position[5], tickUpper: position[6], owner };
};

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
      owner: chain.owner,
      slippageBps: SLIPPAGE_BPS,
      deadline: await chain.deadline(),
    });
    expect(plan.steps.map((step) => step.label)).toEqual(['Approve USDC', 'Approve WETH', 'Create position']);
    expect(plan.createsPool).toBe(false);
    const before = await holdings();
    const { receipt } = await chain.runPlan(plan);
    const after = await holdings();
    tokenId = mintedPositionId(receipt) as bigint;
    expect(tokenId).toBeGreaterThan(0n);
    expect(await onChain(tokenId)).toEqual({ liquidity: plan.liquidity, ...range, owner: chain.owner });
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
      owner: chain.owner,
      slippageBps: SLIPPAGE_BPS,
      deadline: await chain.deadline(),
    });
    expect(plan.steps.map((step) => step.kind)).toEqual(['position']);
    const before = await holdings();
    const { gasPaid } = await chain.runPlan(plan);
    const after = await holdings();
    expect(before.usdc - after.usdc).toBe(plan.expected.amount0);
    expect(after.weth).toBe(before.weth);
    expect(before.eth - after.eth - gasPaid).toBe(plan.expected.amount1);
  });

  it('increases the position by exactly the planned liquidity and amounts', async () => {
    const before = await holdings();
    const { liquidity } = await onChain(tokenId);
    const plan = await planIncreaseLiquidity(chain.client, {
      tokenId,
      amount0: parseUnits('5000', 6),
      amount1: parseEther('100'),
      owner: chain.owner,
      slippageBps: SLIPPAGE_BPS,
      deadline: await chain.deadline(),
    });
    expect(plan.steps.map((step) => step.label)).toEqual(['Add liquidity']);
    await chain.runPlan(plan);
    const after = await holdings();
    expect((await onChain(tokenId)).liquidity).toBe(liquidity + plan.liquidity);
    expect(before.usdc - after.usdc).toBe(plan.expected.amount0);
    expect(before.weth - after.weth).toBe(plan.expected.amount1);
  });

  it('collects the fees a swap earned, as WETH and then as ETH: balances move by exactly the fees', async () => {
    await tradeThroughPool();
    const asWeth = await planCollectFees(chain.client, { owner: chain.owner, tokenId });
    expect(asWeth.expected.amount0).toBeLessThan(0n);
    expect(asWeth.expected.amount1).toBeLessThan(0n);
    let before = await holdings();
    let { gasPaid } = await chain.runPlan(asWeth);
    let after = await holdings();
    expect(after.usdc - before.usdc).toBe(-asWeth.expected.amount0);
    expect(after.weth - before.weth).toBe(-asWeth.expected.amount1);
    expect(before.eth - after.eth).toBe(gasPaid);

    await tradeThroughPool();
    const asEth = await planCollectFees(chain.client, { owner: chain.owner, tokenId, receiveEth: true });
    before = await holdings();
    ({ gasPaid } = await chain.runPlan(asEth));
    after = await holdings();
    expect(after.usdc - before.usdc).toBe(-asEth.expected.amount0);
    expect(after.weth).toBe(before.weth);
    expect(after.eth - before.eth + gasPaid).toBe(-asEth.expected.amount1);
  });

  it('removes 50 % with the fees earned since, then 100 % as ETH, which burns the NFT', async () => {
    await tradeThroughPool();
    const { liquidity } = await onChain(tokenId);
    const half = await planRemoveLiquidity(chain.client, {
      tokenId,
      percent: 50,
      owner: chain.owner,
      slippageBps: SLIPPAGE_BPS,
      deadline: await chain.deadline(),
    });
    expect(half.burns).toBe(false);
    expect(half.fees.amount0).toBeGreaterThan(0n);
    let before = await holdings();
    await chain.runPlan(half);
    let after = await holdings();
    expect((await onChain(tokenId)).liquidity).toBe(liquidity - half.liquidity);
    expect(half.liquidity).toBe(liquidity / 2n);
    expect(after.usdc - before.usdc).toBe(-half.expected.amount0);
    expect(after.weth - before.weth).toBe(-half.expected.amount1);

    const rest = await planRemoveLiquidity(chain.client, {
      tokenId,
      percent: 100,
      receiveEth: true,
      owner: chain.owner,
      slippageBps: SLIPPAGE_BPS,
      deadline: await chain.deadline(),
    });
    expect(rest.burns).toBe(true);
    before = await holdings();
    const { gasPaid } = await chain.runPlan(rest);
    after = await holdings();
    expect(after.usdc - before.usdc).toBe(-rest.expected.amount0);
    expect(after.weth).toBe(before.weth);
    expect(after.eth - before.eth + gasPaid).toBe(-rest.expected.amount1);
    await expect(
      chain.client.readContract({ ...manager, functionName: 'ownerOf', args: [tokenId] }),
    ).rejects.toThrow();
    await expect(
      planRemoveLiquidity(chain.client, {
        tokenId,
        percent: 100,
        owner: chain.owner,
        slippageBps: SLIPPAGE_BPS,
        deadline: await chain.deadline(),
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
      owner: chain.owner,
      slippageBps: SLIPPAGE_BPS,
      deadline: await chain.deadline(),
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
    const minted = mintedPositionId(receipt) as bigint;
    expect((await onChain(minted)).liquidity).toBe(plan.liquidity);
  });
});

describe('a plan that cannot or should not go ahead', () => {
  it('a rejected signature leaves balances and the position as they were', async () => {
    const pool = chain.v3Pool('USDC', 'WETH', 500);
    const state = await readV3Pool(chain.client, pool);
    if (!state) throw new Error('the seeded pool has no price');
    const plan = await planCreatePosition(chain.client, {
      pool,
      ...rangeAroundTick(state.tickCurrent, 20, pool.tickSpacing),
      amount0: parseUnits('1000', 6),
      amount1: parseEther('1'),
      owner: chain.owner,
      slippageBps: SLIPPAGE_BPS,
      deadline: await chain.deadline(),
    });
    const before = await holdings();
    const nonce = await chain.client.getTransactionCount({ address: chain.owner });
    const error = await chain.runPlan(plan, chain.rejectingWallet()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TradingError);
    expect((error as TradingError).code).toBe('rejected');
    expect(await holdings()).toEqual(before);
    expect(await chain.client.getTransactionCount({ address: chain.owner })).toBe(nonce);
  });

  it('a price moved past the slippage between review and signature fails in words before anything is sent', async () => {
    const pool = chain.v3Pool('USDC', 'WETH', 500);
    const state = await readV3Pool(chain.client, pool);
    if (!state) throw new Error('the seeded pool has no price');
    const reviewed = await planCreatePosition(chain.client, {
      pool,
      ...rangeAroundTick(state.tickCurrent, 5, pool.tickSpacing),
      amount0: parseUnits('1000', 6),
      amount1: parseEther('1'),
      owner: chain.owner,
      slippageBps: 10,
      deadline: await chain.deadline(),
    });
    // Someone sells a lot of WETH into the pool first.
    await chain.trader.swapV3(parseEther('3000'), 500);
    const before = await holdings();
    const error = await chain.runPlan(reviewed).catch((e: unknown) => e);
    expect((error as TradingError).code).toBe('reverted');
    expect((error as TradingError).message).toBe(
      'The liquidity change would fail: the price moved past your slippage tolerance.',
    );
    expect(await holdings()).toEqual(before);
  });

  it('names each bad input before anything is signed', async () => {
    const pool = chain.v3Pool('USDC', 'WETH', 3000);
    const base = {
      pool,
      tickLower: -600,
      tickUpper: 600,
      amount0: parseUnits('1', 6),
      amount1: parseEther('1'),
      owner: chain.owner,
      slippageBps: SLIPPAGE_BPS,
      deadline: await chain.deadline(),
    };
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: LiquidityError) => [error.code, error.message],
      );
    expect(
      await refusal(planCreatePosition(chain.client, { ...base, tickLower: 600, tickUpper: 600 })),
    ).toEqual(['invalid-range', 'The minimum price must be lower than the maximum price.']);
    expect(
      await refusal(planCreatePosition(chain.client, { ...base, tickLower: -887_280, tickUpper: 600 })),
    ).toEqual([
      'range-out-of-bounds',
      'The range reaches past the prices a pool can hold (ticks -887272 to 887272): choose full range instead.',
    ]);
    expect(await refusal(planCreatePosition(chain.client, { ...base, tickLower: -610 }))).toEqual([
      'invalid-range',
      "The range's prices must sit on the pool's ticks (every 60th): snap them to the nearest.",
    ]);
    expect(await refusal(planCreatePosition(chain.client, { ...base, amount0: 0n, amount1: 0n }))).toEqual([
      'no-amount',
      'Enter an amount to deposit.',
    ]);
    const state = await readV3Pool(chain.client, pool);
    const around = rangeAroundTick(state?.tickCurrent ?? 0, 10, 60);
    expect(
      await refusal(
        planCreatePosition(chain.client, {
          ...base,
          ...around,
          amount0: parseUnits('1000000000', 6),
          amount1: parseEther('1000000'),
        }),
      ),
    ).toEqual([
      'insufficient-balance',
      expect.stringMatching(
        /^Not enough USDC: this deposit needs 1,000,000,000 USDC and you have [\d,.]+\.$/,
      ),
    ]);
  });
});
