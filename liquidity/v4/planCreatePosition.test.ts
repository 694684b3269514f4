import { type Address, erc20Abi, parseEther, parseUnits, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v4PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { LiquidityPool } from '../liquidityPlan.ts';
import { fullRange, type LiquidityTestChain, startLiquidityTestChain } from './liquidityTestChain.fixture.ts';
import { mintedTokenId, planCreatePosition } from './planCreatePosition.ts';

let chain: LiquidityTestChain;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
}, 120_000);
afterAll(() => chain?.stop());

const manager = { address: PROTOCOL_ADDRESSES.v4PositionManager, abi: v4PositionManagerAbi } as const;

describe('planCreatePosition (V4)', () => {
  it('opens a full-range position in the seeded ETH/USDC pool, ETH sent as value', async () => {
    const usdc = chain.currency('USDC').address as Address;
    const pool: LiquidityPool = {
      version: 'v4',
      currency0: zeroAddress,
      currency1: usdc,
      fee: 500,
      tickSpacing: 10,
      hooks: zeroAddress,
    };
    const plan = await planCreatePosition(chain.client, {
      pool,
      ...fullRange(10),
      amount0: parseEther('1'),
      amount1: parseUnits('100000', 6),
      owner: chain.owner,
      slippageBps: 50,
      deadline: await chain.deadline(),
    });
    expect(plan.steps.map((step) => step.kind)).toEqual(['approve', 'permit2-approve', 'position']);
    const ethBefore = await chain.client.getBalance({ address: chain.owner });
    const usdcBefore = await usdcBalance(usdc);
    const receipts = await chain.runPlan(plan);
    const gas = receipts.reduce((sum, r) => sum + r.gasUsed * r.effectiveGasPrice, 0n);
    const tokenId = mintedTokenId(receipts.at(-1) as never);
    expect(await chain.client.readContract({ ...manager, functionName: 'ownerOf', args: [tokenId] })).toBe(
      chain.owner,
    );
    expect(
      await chain.client.readContract({ ...manager, functionName: 'getPositionLiquidity', args: [tokenId] }),
    ).toBe(plan.liquidity);
    expect(ethBefore - (await chain.client.getBalance({ address: chain.owner })) - gas).toBe(
      plan.expected.amount0,
    );
    expect(usdcBefore - (await usdcBalance(usdc))).toBe(plan.expected.amount1);
  });
});

function usdcBalance(usdc: Address) {
  return chain.client.readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [chain.owner],
  });
}
