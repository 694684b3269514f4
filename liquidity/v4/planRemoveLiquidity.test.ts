import { encodeSqrtRatioX96 } from '@uniswap/v3-sdk';
import { parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiquidityError } from '../liquidityError.ts';
import { type LiquidityTestChain, startLiquidityTestChain } from '../liquidityTestChain.fixture.ts';
import { fullRange } from '../priceRange.ts';
import { planCreatePosition } from './planCreatePosition.ts';
import { planRemoveLiquidity } from './planRemoveLiquidity.ts';
import { openV4Position, v4PositionLiquidity, v4PositionOwner } from './v4PositionReads.fixture.ts';

let chain: LiquidityTestChain;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
}, 120_000);
afterAll(() => chain?.stop());

describe('planRemoveLiquidity (V4)', () => {
  it('removes 50 %, then the rest as WETH and burns the emptied position', async () => {
    const tokenId = (await openV4Position(chain)).tokenId;
    const liquidity = await v4PositionLiquidity(chain, tokenId);

    const half = await planRemoveLiquidity(chain.client, {
      tokenId,
      percent: 50,
      ...(await chain.settings()),
    });
    expect(half.burns).toBe(false);
    const halfMoved = await chain.balancesMovedBy(() => chain.runPlan(half), ['ETH', 'USDC']);
    expect(halfMoved).toEqual({ ETH: -half.expected.amount0, USDC: -half.expected.amount1 });
    expect(await v4PositionLiquidity(chain, tokenId)).toBe(liquidity - half.liquidity);
    expect(await v4PositionOwner(chain, tokenId)).toBe(chain.owner);

    const rest = await planRemoveLiquidity(chain.client, {
      tokenId,
      percent: 100,
      receiveEth: false,
      ...(await chain.settings()),
    });
    expect(rest.burns).toBe(true);
    expect(rest.liquidity).toBe(liquidity - half.liquidity);
    const restMoved = await chain.balancesMovedBy(() => chain.runPlan(rest), ['ETH', 'WETH', 'USDC']);
    expect(restMoved).toEqual({ ETH: 0n, WETH: -rest.expected.amount0, USDC: -rest.expected.amount1 });
    await expect(v4PositionOwner(chain, tokenId)).rejects.toThrow(/NOT_MINTED|revert/);
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
      ...(await chain.settings()),
    });
    const tokenId = chain.mintedBy(await chain.runPlan(created));
    const plan = await planRemoveLiquidity(chain.client, {
      tokenId,
      percent: 100,
      receiveEth: true,
      ...(await chain.settings()),
    });
    const moved = await chain.balancesMovedBy(() => chain.runPlan(plan), ['ETH', 'WETH', 'USDC']);
    expect(moved).toEqual({ ETH: -plan.expected.amount1, WETH: 0n, USDC: -plan.expected.amount0 });
    expect(plan.expected.amount1).toBeLessThan(0n);
  });

  it('refuses a share outside (0, 100], a position of someone else, and one that does not exist', async () => {
    const tokenId = (await openV4Position(chain)).tokenId;
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
