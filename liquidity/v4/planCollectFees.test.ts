import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import type { LiquidityError } from '../liquidityError.ts';
import type { LiquidityPool } from '../liquidityPlan.ts';
import { type LiquidityTestChain, startLiquidityTestChain } from '../liquidityTestChain.fixture.ts';
import { planCollectFees } from './planCollectFees.ts';
import { readV4Pool } from './readV4Pool.ts';
import { openV4Position } from './v4PositionReads.fixture.ts';

let chain: LiquidityTestChain;
let pool: LiquidityPool;
const seeded = localChainMarket().pools.find(
  (candidate) =>
    candidate.version === 'V4' && candidate.token1.symbol === 'USDC' && candidate.feeTier === 500,
);

beforeAll(async () => {
  chain = await startLiquidityTestChain();
  pool = chain.v4Pool('ETH', 'USDC', 500);
}, 120_000);
afterAll(() => chain?.stop());

describe('planCollectFees (V4)', () => {
  it('collects the fees a swap through the pool paid a custom-range position, as ETH then as WETH', async () => {
    if (!seeded) throw new Error('The market seeds no V4 ETH/USDC 0.05% pool');
    const tokenId = await openAroundThePrice();
    await chain.trader.swapV4(seeded, parseEther('5'));

    const asEth = await planCollectFees(chain.client, {
      tokenId,
      owner: chain.owner,
      deadline: await chain.deadline(),
    });
    expect(asEth.expected.amount0).toBeLessThan(0n);
    const moved = await chain.balancesMovedBy(() => chain.runPlan(asEth), ['ETH', 'WETH', 'USDC']);
    expect(moved).toEqual({ ETH: -asEth.expected.amount0, WETH: 0n, USDC: -asEth.expected.amount1 });
    // Collected: nothing is left to collect until the next swap.
    const drained = await planCollectFees(chain.client, {
      tokenId,
      owner: chain.owner,
      deadline: await chain.deadline(),
    }).catch((error: unknown) => error);
    expect((drained as LiquidityError).code).toBe('nothing-to-collect');

    await chain.trader.swapV4(seeded, parseEther('5'));
    const asWeth = await planCollectFees(chain.client, {
      tokenId,
      receiveEth: false,
      owner: chain.owner,
      deadline: await chain.deadline(),
    });
    expect(asWeth.expected.amount0).toBeLessThan(0n);
    const movedAsWeth = await chain.balancesMovedBy(() => chain.runPlan(asWeth), ['ETH', 'WETH', 'USDC']);
    expect(movedAsWeth).toEqual({ ETH: 0n, WETH: -asWeth.expected.amount0, USDC: -asWeth.expected.amount1 });
  });
});

/** A position ten tick spacings either side of the price: in range, so it earns from every swap. */
async function openAroundThePrice(): Promise<bigint> {
  const { sdkPool } = await readV4Pool(chain.client, pool);
  const centre = Math.floor(sdkPool.tickCurrent / pool.tickSpacing) * pool.tickSpacing;
  const range = { tickLower: centre - 10 * pool.tickSpacing, tickUpper: centre + 10 * pool.tickSpacing };
  return (await openV4Position(chain, range)).tokenId;
}
