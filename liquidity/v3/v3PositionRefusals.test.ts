import { parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import { TradingError } from '../../trading/tradingError.ts';
import type { LiquidityError } from '../liquidityError.ts';
import { type LiquidityTestChain, startLiquidityTestChain } from '../liquidityTestChain.fixture.ts';
import { fullRange, rangeAroundTick } from '../priceRange.ts';
import { planCollectFees } from './planCollectFees.ts';
import { planCreatePosition } from './planCreatePosition.ts';
import { planIncreaseLiquidity } from './planIncreaseLiquidity.ts';
import { planRemoveLiquidity } from './planRemoveLiquidity.ts';
import { readV3Pool } from './v3PoolState.ts';
import { holdings, mintedV3Position, v3Position } from './v3PositionReads.fixture.ts';

let chain: LiquidityTestChain;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
}, 120_000);
afterAll(() => chain?.stop());

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
      ...(await chain.settings()),
    });
    const before = await holdings(chain);
    const nonce = await chain.client.getTransactionCount({ address: chain.owner });
    const error = await chain.runPlan(plan, chain.rejectingWallet()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TradingError);
    expect((error as TradingError).code).toBe('rejected');
    expect(await holdings(chain)).toEqual(before);
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
      ...(await chain.settings(10)),
    });
    // The approvals go through; then, before the position call is signed, someone sells a lot of WETH into the pool.
    await chain.runPlan({ ...reviewed, steps: reviewed.steps.filter((step) => step.kind === 'approve') });
    await chain.trader.swapV3(parseEther('3000'), 500);
    const before = await holdings(chain);
    const error = await chain
      .runPlan({ ...reviewed, steps: reviewed.steps.filter((step) => step.kind === 'position') })
      .catch((e: unknown) => e);
    expect((error as TradingError).code).toBe('reverted');
    expect((error as TradingError).message).toBe(
      'The liquidity change would fail: the price moved past your slippage tolerance.',
    );
    expect(await holdings(chain)).toEqual(before);
  });

  it('names each bad input before anything is signed', async () => {
    const pool = chain.v3Pool('USDC', 'WETH', 3000);
    const base = {
      pool,
      tickLower: -600,
      tickUpper: 600,
      amount0: parseUnits('1', 6),
      amount1: parseEther('1'),
      ...(await chain.settings()),
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

  it('refuses another account’s position, fees not earned yet, a share out of bounds, and an expired deadline, in words', async () => {
    const seeded = localChainMarket().pools.find(
      (pool) =>
        pool.version === 'V3' &&
        pool.feeTier === 3000 &&
        pool.token0.symbol === 'USDC' &&
        pool.token1.symbol === 'WETH',
    );
    if (!seeded) throw new Error('no seeded USDC/WETH 0.3 % pool');
    const { tokenId: theirs } = await chain.trader.addV3Liquidity(
      seeded,
      parseUnits('1000', 6),
      parseEther('1'),
    );
    await expect(
      planCollectFees(chain.client, { owner: chain.owner, tokenId: theirs }),
    ).rejects.toMatchObject({
      code: 'not-owner',
      message: `V3 position #${theirs} belongs to another account: only its owner can collect its fees.`,
    });
    const settings = await chain.settings();
    await expect(
      planIncreaseLiquidity(chain.client, { tokenId: theirs, amount0: 1n, amount1: 1n, ...settings }),
    ).rejects.toMatchObject({
      code: 'not-owner',
      message: `V3 position #${theirs} belongs to another account: only its owner can add to it.`,
    });
    await expect(
      planRemoveLiquidity(chain.client, { tokenId: theirs, percent: 50, ...settings }),
    ).rejects.toMatchObject({
      code: 'not-owner',
      message: `V3 position #${theirs} belongs to another account: only its owner can remove its liquidity.`,
    });

    const pool = chain.v3Pool('USDC', 'WETH', 3000);
    const { receipt } = await chain.runPlan(
      await planCreatePosition(chain.client, {
        pool,
        ...fullRange(60),
        amount0: parseUnits('100', 6),
        amount1: parseEther('1'),
        ...settings,
      }),
    );
    const mine = mintedV3Position(receipt);
    await expect(planCollectFees(chain.client, { owner: chain.owner, tokenId: mine })).rejects.toMatchObject({
      code: 'nothing-to-collect',
      message: 'This position has no fees to collect yet.',
    });
    await expect(
      planRemoveLiquidity(chain.client, { tokenId: mine, percent: 150, ...settings }),
    ).rejects.toMatchObject({
      code: 'invalid-percent',
      message: 'Choose a share between 0.01 % and 100 % to remove.',
    });
    const late = await planRemoveLiquidity(chain.client, {
      tokenId: mine,
      percent: 50,
      ...settings,
      deadline: 1n,
    });
    const before = await holdings(chain);
    await expect(chain.runPlan(late)).rejects.toThrow(
      'The liquidity change would fail: the transaction deadline passed before it was included.',
    );
    expect(await holdings(chain)).toEqual(before);
    expect((await v3Position(chain, mine)).owner).toBe(chain.owner);
  });
});
