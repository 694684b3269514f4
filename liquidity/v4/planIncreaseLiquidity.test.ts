import { parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v4PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { type LiquidityTestChain, startLiquidityTestChain } from './liquidityTestChain.fixture.ts';
import { planCreatePosition } from './planCreatePosition.ts';
import { planIncreaseLiquidity } from './planIncreaseLiquidity.ts';
import { fullRange } from './priceRange.ts';

let chain: LiquidityTestChain;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
}, 120_000);
afterAll(() => chain?.stop());

const manager = { address: PROTOCOL_ADDRESSES.v4PositionManager, abi: v4PositionManagerAbi } as const;

describe('planIncreaseLiquidity (V4)', () => {
  it('adds to a position in its range, asking no approval already given', async () => {
    const pool = chain.v4Pool('ETH', 'USDC', 500);
    const created = await planCreatePosition(chain.client, {
      pool,
      ...fullRange(pool.tickSpacing),
      amount0: parseEther('1'),
      amount1: parseUnits('100000', 6),
      owner: chain.owner,
      slippageBps: 50,
      deadline: await chain.deadline(),
    });
    const tokenId = chain.mintedBy(await chain.runPlan(created));

    const plan = await planIncreaseLiquidity(chain.client, {
      tokenId,
      amount0: parseEther('0.5'),
      amount1: parseUnits('100000', 6),
      owner: chain.owner,
      slippageBps: 50,
      deadline: await chain.deadline(),
    });
    expect(plan.steps.map((step) => step.kind)).toEqual(['position']);
    const moved = await chain.balancesMovedBy(() => chain.runPlan(plan), ['ETH', 'USDC']);
    expect(moved).toEqual({ ETH: -plan.expected.amount0, USDC: -plan.expected.amount1 });
    expect(
      await chain.client.readContract({ ...manager, functionName: 'getPositionLiquidity', args: [tokenId] }),
    ).toBe(created.liquidity + plan.liquidity);
  });
});
