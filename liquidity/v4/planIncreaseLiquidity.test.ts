import { parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiquidityTestChain, startLiquidityTestChain } from '../liquidityTestChain.fixture.ts';
import { planIncreaseLiquidity } from './planIncreaseLiquidity.ts';
import { openV4Position, v4PositionLiquidity } from './v4PositionReads.fixture.ts';

let chain: LiquidityTestChain;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
}, 120_000);
afterAll(() => chain?.stop());

describe('planIncreaseLiquidity (V4)', () => {
  it('adds to a position in its range, asking no approval already given', async () => {
    const { tokenId, created } = await openV4Position(chain);

    const plan = await planIncreaseLiquidity(chain.client, {
      tokenId,
      amount0: parseEther('0.5'),
      amount1: parseUnits('100000', 6),
      ...(await chain.settings()),
    });
    expect(plan.steps.map((step) => step.kind)).toEqual(['position']);
    const moved = await chain.balancesMovedBy(() => chain.runPlan(plan), ['ETH', 'USDC']);
    expect(moved).toEqual({ ETH: -plan.expected.amount0, USDC: -plan.expected.amount1 });
    expect(await v4PositionLiquidity(chain, tokenId)).toBe(created.liquidity + plan.liquidity);
  });
});
