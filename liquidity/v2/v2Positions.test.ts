import { type Address, erc20Abi, parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiquidityError } from '../liquidityError.ts';
import { type LiquidityTestChain, startLiquidityTestChain } from '../liquidityTestChain.fixture.ts';
import { planCreatePosition } from './planCreatePosition.ts';
import { planIncreaseLiquidity } from './planIncreaseLiquidity.ts';
import { planRemoveLiquidity } from './planRemoveLiquidity.ts';
import { v2DepositAmounts } from './v2DepositAmounts.ts';
import { readV2Pair, type V2PairState } from './v2PairState.ts';

let chain: LiquidityTestChain;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
}, 120_000);
afterAll(() => chain?.stop());

/** The owner's balances of the pair's two tokens (in the order given), its LP tokens and ETH. */
async function holdings(pair: Address | undefined, a: string, b: string) {
  const tokens = await Promise.all([chain.tokenBalance(chain.owner, a), chain.tokenBalance(chain.owner, b)]);
  const lp = pair
    ? await chain.client.readContract({
        address: pair,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [chain.owner],
      })
    : 0n;
  return { tokens, lp, eth: await chain.client.getBalance({ address: chain.owner }) };
}

describe('V2 positions, planned and run on the local chain', () => {
  it('adds to a seeded pair at its ratio: approvals first, LP tokens and balances as planned', async () => {
    const pool = chain.v2Pool('USDC', 'WETH');
    const pair = (await readV2Pair(chain.client, pool))?.address;
    const plan = await planIncreaseLiquidity(chain.client, {
      pool,
      amount0: parseUnits('10000', 6),
      amount1: parseEther('100'),
      ...(await chain.settings()),
    });
    expect(plan.steps.map((step) => step.label)).toEqual(['Approve USDC', 'Approve WETH', 'Add liquidity']);
    // The pair's ratio takes all the USDC and only the WETH it is worth: what the page shows beside the typed side.
    const state = await readV2Pair(chain.client, pool);
    expect(plan.expected).toEqual(
      v2DepositAmounts(state as V2PairState, { amount0: parseUnits('10000', 6) }),
    );
    expect(plan.expected.amount1).toBeLessThan(parseEther('100'));
    const before = await holdings(pair, 'USDC', 'WETH');
    await chain.runPlan(plan);
    const after = await holdings(pair, 'USDC', 'WETH');
    expect(after.lp - before.lp).toBe(plan.liquidity);
    expect(before.tokens[0] - after.tokens[0]).toBe(plan.expected.amount0);
    expect(before.tokens[1] - after.tokens[1]).toBe(plan.expected.amount1);
  });

  it('pays the WETH side in ETH (addLiquidityETH), the rest refunded', async () => {
    const pool = chain.v2Pool('DAI', 'WETH');
    const pair = (await readV2Pair(chain.client, pool))?.address;
    const plan = await planIncreaseLiquidity(chain.client, {
      pool,
      amount0: parseEther('1000'),
      amount1: parseEther('50'),
      payWithEth: true,
      ...(await chain.settings()),
    });
    expect(plan.steps.map((step) => step.label)).toEqual(['Approve DAI', 'Add liquidity']);
    const before = await holdings(pair, 'DAI', 'WETH');
    const { gasPaid } = await chain.runPlan(plan);
    const after = await holdings(pair, 'DAI', 'WETH');
    expect(after.lp - before.lp).toBe(plan.liquidity);
    expect(before.tokens[0] - after.tokens[0]).toBe(plan.expected.amount0);
    expect(after.tokens[1]).toBe(before.tokens[1]);
    expect(before.eth - after.eth - gasPaid).toBe(plan.expected.amount1);
  });

  it('creates a new pair whose starting price is the ratio of the first deposit', async () => {
    const pool = chain.v2Pool('LINK', 'USDC');
    expect(await readV2Pair(chain.client, pool)).toBeUndefined();
    const link = parseEther('100');
    const usdc = parseUnits('1500', 6);
    const amounts =
      pool.currency0 === chain.token('LINK')
        ? { amount0: link, amount1: usdc }
        : { amount0: usdc, amount1: link };
    await expect(
      planIncreaseLiquidity(chain.client, { pool, ...amounts, ...(await chain.settings()) }),
    ).rejects.toThrow('This V2 pair does not exist yet: create it with a first deposit.');
    const plan = await planCreatePosition(chain.client, { pool, ...amounts, ...(await chain.settings()) });
    expect(plan.createsPair).toBe(true);
    expect(plan.steps.at(-1)?.label).toBe('Create pair and add liquidity');
    await chain.runPlan(plan);
    const pair = await readV2Pair(chain.client, pool);
    expect({ balance0: pair?.balance0, balance1: pair?.balance1 }).toEqual({
      balance0: amounts.amount0,
      balance1: amounts.amount1,
    });
    const lp = await chain.client.readContract({
      address: pair?.address as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [chain.owner],
    });
    expect(lp).toBe(plan.liquidity);
  });

  it('removes 50 %, then the rest as ETH: the LP tokens go, the tokens come back as planned', async () => {
    const pool = chain.v2Pool('USDC', 'WETH');
    const pair = (await readV2Pair(chain.client, pool))?.address;
    const start = await holdings(pair, 'USDC', 'WETH');
    const half = await planRemoveLiquidity(chain.client, { pool, percent: 50, ...(await chain.settings()) });
    expect(half.steps.map((step) => step.label)).toEqual(['Approve UNI-V2', 'Remove liquidity']);
    expect(half.liquidity).toBe(start.lp / 2n);
    await chain.runPlan(half);
    const middle = await holdings(pair, 'USDC', 'WETH');
    expect(start.lp - middle.lp).toBe(half.liquidity);
    expect(middle.tokens[0] - start.tokens[0]).toBe(-half.expected.amount0);
    expect(middle.tokens[1] - start.tokens[1]).toBe(-half.expected.amount1);

    const rest = await planRemoveLiquidity(chain.client, {
      pool,
      percent: 100,
      receiveEth: true,
      ...(await chain.settings()),
    });
    expect(rest.steps.map((step) => step.label)).toEqual(['Remove liquidity']);
    const { gasPaid } = await chain.runPlan(rest);
    const end = await holdings(pair, 'USDC', 'WETH');
    expect(end.lp).toBe(0n);
    expect(end.tokens[0] - middle.tokens[0]).toBe(-rest.expected.amount0);
    expect(end.tokens[1]).toBe(middle.tokens[1]);
    expect(end.eth - middle.eth + gasPaid).toBe(-rest.expected.amount1);
  });

  it('names each bad input before anything is signed', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: LiquidityError) => [error.code, error.message],
      );
    const usdcWeth = chain.v2Pool('USDC', 'WETH');
    expect(
      await refusal(
        planRemoveLiquidity(chain.client, { pool: usdcWeth, percent: 100, ...(await chain.settings()) }),
      ),
    ).toEqual(['position-empty', 'You hold no liquidity in this V2 pair.']);
    expect(
      await refusal(
        planRemoveLiquidity(chain.client, { pool: usdcWeth, percent: 0, ...(await chain.settings()) }),
      ),
    ).toEqual(['invalid-percent', 'Choose a share between 0.01 % and 100 % to remove.']);
    const missing = chain.v2Pool('AAVE', 'LINK');
    expect(
      await refusal(
        planRemoveLiquidity(chain.client, { pool: missing, percent: 50, ...(await chain.settings()) }),
      ),
    ).toEqual(['pool-missing', 'This V2 pair does not exist: there is no liquidity to remove.']);
    expect(
      await refusal(
        planCreatePosition(chain.client, {
          pool: missing,
          amount0: parseEther('1'),
          amount1: 0n,
          ...(await chain.settings()),
        }),
      ),
    ).toEqual(['no-amount', 'A new pair needs both tokens: their ratio sets its starting price.']);
    expect(
      await refusal(
        planIncreaseLiquidity(chain.client, {
          pool: usdcWeth,
          amount0: parseUnits('1000000000', 6),
          amount1: parseEther('1000000'),
          ...(await chain.settings()),
        }),
      ),
    ).toEqual([
      'insufficient-balance',
      expect.stringMatching(
        /^Not enough USDC: this deposit needs 1,000,000,000 USDC and you have [\d,.]+\.$/,
      ),
    ]);
    const late = await planIncreaseLiquidity(chain.client, {
      pool: usdcWeth,
      amount0: parseUnits('10', 6),
      amount1: parseEther('1'),
      ...(await chain.settings()),
      deadline: 1n,
    });
    await expect(chain.runPlan(late)).rejects.toThrow(
      'The liquidity change would fail: the transaction deadline passed before it was included.',
    );
  });
});
