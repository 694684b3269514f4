import { encodeSqrtRatioX96 } from '@uniswap/v3-sdk';
import { parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import { v4StateViewAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { TradingError } from '../../trading/tradingError.ts';
import type { LiquidityError } from '../liquidityError.ts';
import { type LiquidityTestChain, startLiquidityTestChain } from '../liquidityTestChain.fixture.ts';
import { fullRange } from '../priceRange.ts';
import { planCreatePosition } from './planCreatePosition.ts';
import { readV4Pool } from './readV4Pool.ts';
import { v4PositionLiquidity, v4PositionOwner } from './v4PositionReads.fixture.ts';

let chain: LiquidityTestChain;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
}, 120_000);
afterAll(() => chain?.stop());

describe('planCreatePosition (V4)', () => {
  it('opens a full-range position in the seeded ETH/USDC pool, ETH sent as value', async () => {
    const pool = chain.v4Pool('ETH', 'USDC', 500);
    const plan = await planCreatePosition(chain.client, {
      pool,
      ...fullRange(pool.tickSpacing),
      amount0: parseEther('1'),
      amount1: parseUnits('100000', 6),
      ...(await chain.settings()),
    });
    expect(plan.steps.map((step) => step.kind)).toEqual(['approve', 'permit2-approve', 'position']);
    expect(plan.createsPool).toBe(false);
    expect(plan.steps.at(-1)?.call.value).toBe(plan.maximums.amount0);
    let tokenId = 0n;
    const moved = await chain.balancesMovedBy(async () => {
      const run = await chain.runPlan(plan);
      tokenId = chain.mintedBy(run);
      return run;
    }, ['ETH', 'USDC']);
    expect(moved).toEqual({ ETH: -plan.expected.amount0, USDC: -plan.expected.amount1 });
    expect(await v4PositionOwner(chain, tokenId)).toBe(chain.owner);
    expect(await v4PositionLiquidity(chain, tokenId)).toBe(plan.liquidity);
  });

  it('creates a DAI/USDC pool at a starting price and opens a position in it, with Permit2 approvals', async () => {
    const pool = chain.v4Pool('DAI', 'USDC', 100);
    // One DAI (18 decimals) for one USDC (6 decimals).
    const startingSqrtPriceX96 = BigInt(encodeSqrtRatioX96(10 ** 6, (10n ** 18n).toString()).toString());
    const request = {
      pool,
      tickLower: -276_400,
      tickUpper: -276_200,
      amount0: parseUnits('1000', 18),
      amount1: parseUnits('1000', 6),
      ...(await chain.settings()),
    };
    const missing = await planCreatePosition(chain.client, request).catch((error: unknown) => error);
    expect((missing as LiquidityError).code).toBe('pool-missing');
    const plan = await planCreatePosition(chain.client, { ...request, startingSqrtPriceX96 });
    expect(plan.createsPool).toBe(true);
    // USDC's approvals are there since the first position: only DAI's are missing.
    expect(plan.steps.map((step) => [step.kind, step.label])).toEqual([
      ['approve', 'Approve DAI'],
      ['permit2-approve', 'Allow the position manager to use DAI'],
      ['position', 'Create pool and position'],
    ]);
    let tokenId = 0n;
    const moved = await chain.balancesMovedBy(async () => {
      const run = await chain.runPlan(plan);
      tokenId = chain.mintedBy(run);
      return run;
    }, ['DAI', 'USDC']);
    expect(moved).toEqual({ DAI: -plan.expected.amount0, USDC: -plan.expected.amount1 });
    const { poolId, sdkPool } = await readV4Pool(chain.client, pool);
    const [sqrtPriceX96] = await chain.client.readContract({
      address: PROTOCOL_ADDRESSES.v4StateView,
      abi: v4StateViewAbi,
      functionName: 'getSlot0',
      args: [poolId],
    });
    expect(sqrtPriceX96).toBe(startingSqrtPriceX96);
    expect(BigInt(sdkPool.liquidity.toString())).toBe(plan.liquidity);
    expect(await v4PositionLiquidity(chain, tokenId)).toBe(plan.liquidity);
  });

  it('refuses a range with min ≥ max or off the tick spacing before reading anything', async () => {
    const pool = chain.v4Pool('ETH', 'USDC', 500);
    const request = {
      pool,
      amount0: parseEther('1'),
      amount1: parseUnits('1000', 6),
      ...(await chain.settings()),
    };
    for (const range of [
      { tickLower: 100, tickUpper: 100 },
      { tickLower: 105, tickUpper: 200 },
    ]) {
      const error = await planCreatePosition(chain.client, { ...request, ...range }).catch((e: unknown) => e);
      expect((error as LiquidityError).code).toBe('invalid-range');
    }
  });

  it('leaves balances and the nonce as they were when the wallet rejects the step, or the step would revert', async () => {
    const pool = chain.v4Pool('ETH', 'USDC', 500);
    const request = {
      pool,
      ...fullRange(pool.tickSpacing),
      amount0: parseEther('1'),
      amount1: parseUnits('100000', 6),
      owner: chain.owner,
      slippageBps: 50,
    };
    const plan = await planCreatePosition(chain.client, { ...request, deadline: await chain.deadline() });
    const state = () =>
      Promise.all([
        chain.balanceOf(chain.owner, chain.currency('ETH')),
        chain.balanceOf(chain.owner, chain.currency('USDC')),
        chain.client.getTransactionCount({ address: chain.owner }),
      ]);
    const before = await state();
    const rejected = await chain.runPlan(plan, chain.rejectingWallet()).catch((error: unknown) => error);
    expect((rejected as TradingError).code).toBe('rejected');
    // A deadline already past: the simulation reverts, nothing is sent.
    const late = await planCreatePosition(chain.client, { ...request, deadline: 1n });
    const reverted = await chain.runPlan(late).catch((error: unknown) => error);
    expect((reverted as TradingError).code).toBe('reverted');
    expect((reverted as TradingError).message).toMatch(/deadline passed/);
    expect(await state()).toEqual(before);
  });

  it('refuses, before signing, a reviewed plan the price has since moved past its slippage', async () => {
    const pool = chain.v4Pool('ETH', 'USDC', 500);
    const reviewed = await planCreatePosition(chain.client, {
      pool,
      ...fullRange(pool.tickSpacing),
      amount0: parseEther('1'),
      amount1: parseUnits('100000', 6),
      ...(await chain.settings()),
    });
    const seeded = localChainMarket().pools.find(
      (candidate) =>
        candidate.version === 'V4' && candidate.token1.symbol === 'USDC' && candidate.feeTier === 500,
    );
    if (!seeded) throw new Error('The market seeds no V4 ETH/USDC 0.05% pool');
    // Someone sells a lot of ETH into the pool between review and signature.
    await chain.trader.swapV4(seeded, parseEther('5000'));
    const nonce = await chain.client.getTransactionCount({ address: chain.owner });
    const error = await chain.runPlan(reviewed).catch((e: unknown) => e);
    expect((error as TradingError).code).toBe('reverted');
    expect((error as TradingError).message).toMatch(/price moved/);
    expect(await chain.client.getTransactionCount({ address: chain.owner })).toBe(nonce);
  });
});
