import { encodeSqrtRatioX96 } from '@uniswap/v3-sdk';
import { parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v4PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { LiquidityPool } from '../liquidityPlan.ts';
import type { LiquidityError } from './liquidityError.ts';
import { type LiquidityTestChain, startLiquidityTestChain } from './liquidityTestChain.fixture.ts';
import { planCreatePosition } from './planCreatePosition.ts';
import { planRemoveLiquidity } from './planRemoveLiquidity.ts';
import { fullRange } from './priceRange.ts';

let chain: LiquidityTestChain;
let pool: LiquidityPool;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
  pool = chain.v4Pool('ETH', 'USDC', 500);
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
      receiveEth: false,
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

  it('takes the WETH side of a WETH pool out as ETH, unwrapped in the PositionManager', async () => {
    const wethPool = chain.v4Pool('USDC', 'WETH', 3000);
    // 3,000 USDC (6 decimals) for one WETH (18 decimals): the new pool's starting price.
    const startingSqrtPriceX96 = BigInt(
      encodeSqrtRatioX96((10n ** 18n).toString(), 3000 * 10 ** 6).toString(),
    );
    const created = await planCreatePosition(chain.client, {
      pool: wethPool,
      ...fullRange(wethPool.tickSpacing),
      amount0: parseUnits('3000', 6),
      amount1: parseEther('1'),
      startingSqrtPriceX96,
      owner: chain.owner,
      slippageBps: 50,
      deadline: await chain.deadline(),
    });
    const tokenId = chain.mintedBy(await chain.runPlan(created));
    const plan = await planRemoveLiquidity(chain.client, {
      tokenId,
      percent: 100,
      receiveEth: true,
      owner: chain.owner,
      slippageBps: 50,
      deadline: await chain.deadline(),
    });
    const moved = await chain.balancesMovedBy(() => chain.runPlan(plan), ['ETH', 'WETH', 'USDC']);
    expect(moved).toEqual({ ETH: -plan.expected.amount1, WETH: 0n, USDC: -plan.expected.amount0 });
    expect(plan.expected.amount1).toBeLessThan(0n);
  });

  it('refuses a share outside (0, 100], a position of someone else, and one that does not exist', async () => {
    const tokenId = await openPosition();
    const common = { tokenId, owner: chain.owner, slippageBps: 50, deadline: await chain.deadline() };
    const refusal = (request: Parameters<typeof planRemoveLiquidity>[1]) =>
      planRemoveLiquidity(chain.client, request).then(
        () => 'planned',
        (error: unknown) => (error as LiquidityError).code,
      );
    expect(await refusal({ ...common, percent: 0 })).toBe('invalid-percent');
    expect(await refusal({ ...common, percent: 100.5 })).toBe('invalid-percent');
    expect(await refusal({ ...common, percent: 50, owner: chain.trader.address })).toBe('not-owner');
    expect(await refusal({ ...common, percent: 50, tokenId: tokenId + 1000n })).toBe('position-missing');
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
  const run = await chain.runPlan(plan);
  return chain.mintedBy(run);
}

function positionLiquidity(tokenId: bigint) {
  return chain.client.readContract({ ...manager, functionName: 'getPositionLiquidity', args: [tokenId] });
}

function owner(tokenId: bigint) {
  return chain.client.readContract({ ...manager, functionName: 'ownerOf', args: [tokenId] });
}
