import { type Address, parseEther, parseUnits, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v4PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { LiquidityPool } from '../liquidityPlan.ts';
import { fullRange, type LiquidityTestChain, startLiquidityTestChain } from './liquidityTestChain.fixture.ts';
import { mintedTokenId, planCreatePosition } from './planCreatePosition.ts';
import { planIncreaseLiquidity } from './planIncreaseLiquidity.ts';

let chain: LiquidityTestChain;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
}, 120_000);
afterAll(() => chain?.stop());

const manager = { address: PROTOCOL_ADDRESSES.v4PositionManager, abi: v4PositionManagerAbi } as const;

describe('planIncreaseLiquidity (V4)', () => {
  it('adds to a position in its range, asking no approval already given', async () => {
    const pool: LiquidityPool = {
      version: 'v4',
      currency0: zeroAddress,
      currency1: chain.currency('USDC').address as Address,
      fee: 500,
      tickSpacing: 10,
      hooks: zeroAddress,
    };
    const created = await planCreatePosition(chain.client, {
      pool,
      ...fullRange(pool.tickSpacing),
      amount0: parseEther('1'),
      amount1: parseUnits('100000', 6),
      owner: chain.owner,
      slippageBps: 50,
      deadline: await chain.deadline(),
    });
    const receipts = await chain.runPlan(created);
    const tokenId = mintedTokenId(receipts.at(-1) as (typeof receipts)[number]);

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
