import { type Address, parseEther, parseUnits, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v4PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { LiquidityPool } from '../liquidityPlan.ts';
import { fullRange, type LiquidityTestChain, startLiquidityTestChain } from './liquidityTestChain.fixture.ts';
import { mintedTokenId, planCreatePosition } from './planCreatePosition.ts';
import { planRemoveLiquidity } from './planRemoveLiquidity.ts';

let chain: LiquidityTestChain;
let pool: LiquidityPool;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
  pool = {
    version: 'v4',
    currency0: zeroAddress,
    currency1: chain.currency('USDC').address as Address,
    fee: 500,
    tickSpacing: 10,
    hooks: zeroAddress,
  };
}, 120_000);
afterAll(() => chain?.stop());

const manager = { address: PROTOCOL_ADDRESSES.v4PositionManager, abi: v4PositionManagerAbi } as const;

describe('planRemoveLiquidity (V4)', () => {
  it('removes 50 %, then the rest as WETH and burns the emptied position', async () => {
    const tokenId = await openPosition();
    const liquidity = await positionLiquidity(tokenId);

    const half = await planRemoveLiquidity(chain.client, {
      tokenId,
      percent: 50,
      owner: chain.owner,
      slippageBps: 50,
      deadline: await chain.deadline(),
    });
    expect(half.burns).toBe(false);
    const halfMoved = await chain.balancesMovedBy(() => chain.runPlan(half), ['ETH', 'USDC']);
    expect(halfMoved).toEqual({ ETH: -half.expected.amount0, USDC: -half.expected.amount1 });
    expect(await positionLiquidity(tokenId)).toBe(liquidity - half.liquidity);
    expect(await owner(tokenId)).toBe(chain.owner);

    const rest = await planRemoveLiquidity(chain.client, {
      tokenId,
      percent: 100,
      receive: 'WETH',
      owner: chain.owner,
      slippageBps: 50,
      deadline: await chain.deadline(),
    });
    expect(rest.burns).toBe(true);
    expect(rest.liquidity).toBe(liquidity - half.liquidity);
    const restMoved = await chain.balancesMovedBy(() => chain.runPlan(rest), ['ETH', 'WETH', 'USDC']);
    expect(restMoved).toEqual({ ETH: 0n, WETH: -rest.expected.amount0, USDC: -rest.expected.amount1 });
    await expect(owner(tokenId)).rejects.toThrow(/NOT_MINTED|revert/);
  });

  it('refuses a percent outside 1 to 100 and a position of someone else', async () => {
    const tokenId = await openPosition();
    const common = { tokenId, owner: chain.owner, slippageBps: 50, deadline: await chain.deadline() };
    await expect(planRemoveLiquidity(chain.client, { ...common, percent: 0 })).rejects.toThrow(
      /between 1 and 100/,
    );
    await expect(planRemoveLiquidity(chain.client, { ...common, percent: 101 })).rejects.toThrow(
      /between 1 and 100/,
    );
    await expect(
      planRemoveLiquidity(chain.client, { ...common, percent: 50, owner: PROTOCOL_ADDRESSES.permit2 }),
    ).rejects.toThrow(/only its owner/);
  });
});

async function openPosition(): Promise<bigint> {
  const plan = await planCreatePosition(chain.client, {
    pool,
    ...fullRange(pool.tickSpacing),
    amount0: parseEther('1'),
    amount1: parseUnits('100000', 6),
    owner: chain.owner,
    slippageBps: 50,
    deadline: await chain.deadline(),
  });
  const receipts = await chain.runPlan(plan);
  return mintedTokenId(receipts.at(-1) as (typeof receipts)[number]);
}

function positionLiquidity(tokenId: bigint) {
  return chain.client.readContract({ ...manager, functionName: 'getPositionLiquidity', args: [tokenId] });
}

function owner(tokenId: bigint) {
  return chain.client.readContract({ ...manager, functionName: 'ownerOf', args: [tokenId] });
}
