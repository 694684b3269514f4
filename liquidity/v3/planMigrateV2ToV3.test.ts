import { type Address, erc20Abi, parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiquidityTestChain, startLiquidityTestChain } from '../liquidityTestChain.fixture.ts';
import { fullRange, rangeAroundTick } from '../priceRange.ts';
import { planIncreaseLiquidity } from '../v2/planIncreaseLiquidity.ts';
import { readV2Pair } from '../v2/v2PairState.ts';
import { planMigrateV2ToV3 } from './planMigrateV2ToV3.ts';
import { readV3Pool } from './v3PoolState.ts';
import { mintedV3Position, v3Position } from './v3PositionReads.fixture.ts';

let chain: LiquidityTestChain;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
}, 120_000);
afterAll(() => chain?.stop());

const lpBalance = (pair: Address) =>
  chain.client.readContract({ address: pair, abi: erc20Abi, functionName: 'balanceOf', args: [chain.owner] });

/** A V2 position of the dev account in the pair of these two tokens, through its own plan. */
async function provideV2(a: string, b: string, amount0: bigint, amount1: bigint) {
  const pair = chain.v2Pool(a, b);
  await chain.runPlan(
    await planIncreaseLiquidity(chain.client, { pool: pair, amount0, amount1, ...(await chain.settings()) }),
  );
  return { pair, address: (await readV2Pair(chain.client, pair))?.address as Address };
}

describe('V2 → V3 through the V3Migrator at its mainnet address', () => {
  it('moves the whole V2 position into a V3 range: the pair balance goes to zero, the NFT appears with the planned liquidity, the refund arrives as ETH', async () => {
    const { pair, address } = await provideV2('USDC', 'WETH', parseUnits('20000', 6), parseEther('100'));
    const pool = chain.v3Pool('USDC', 'WETH', 3000);
    const state = await readV3Pool(chain.client, pool);
    const range = rangeAroundTick(state?.tickCurrent ?? 0, 10, pool.tickSpacing);
    const plan = await planMigrateV2ToV3(chain.client, {
      pair,
      pool,
      ...range,
      refundAsEth: true,
      ...(await chain.settings()),
    });
    expect(plan.steps.map((step) => step.label)).toEqual(['Approve UNI-V2', 'Migrate to V3']);
    expect(plan.lpTokens).toBe(await lpBalance(address));
    // A range around the price takes both tokens at the V3 price: one side is left over.
    expect(plan.refund.amount0 + plan.refund.amount1).toBeGreaterThan(0n);
    const before = {
      usdc: await chain.tokenBalance(chain.owner, 'USDC'),
      weth: await chain.tokenBalance(chain.owner, 'WETH'),
      eth: await chain.client.getBalance({ address: chain.owner }),
    };
    const { receipt, gasPaid } = await chain.runPlan(plan);
    expect(await lpBalance(address)).toBe(0n);
    const tokenId = mintedV3Position(receipt);
    expect(await v3Position(chain, tokenId)).toEqual({
      liquidity: plan.liquidity,
      ...range,
      owner: chain.owner,
    });
    expect((await chain.tokenBalance(chain.owner, 'USDC')) - before.usdc).toBe(plan.refund.amount0);
    expect(await chain.tokenBalance(chain.owner, 'WETH')).toBe(before.weth);
    expect((await chain.client.getBalance({ address: chain.owner })) - before.eth + gasPaid).toBe(
      plan.refund.amount1,
    );
    expect(plan.expected.amount0 + plan.refund.amount0).toBe(plan.withdrawn.amount0);
  });

  it('migrates half into a V3 pool it creates at the V2 price, refunding the other half as tokens', async () => {
    const { pair, address } = await provideV2('LINK', 'WETH', parseEther('1000'), parseEther('100'));
    const pool = chain.v3Pool('LINK', 'WETH', 10_000);
    expect(await readV3Pool(chain.client, pool)).toBeUndefined();
    const plan = await planMigrateV2ToV3(chain.client, {
      pair,
      pool,
      ...fullRange(pool.tickSpacing),
      percent: 50,
      ...(await chain.settings()),
    });
    expect(plan.createsPool).toBe(true);
    expect(plan.steps.at(-1)?.label).toBe('Create V3 pool and migrate');
    const [symbol0, symbol1] = pool.currency0 === chain.token('LINK') ? ['LINK', 'WETH'] : ['WETH', 'LINK'];
    const held = async () => ({
      amount0: await chain.tokenBalance(chain.owner, symbol0 as string),
      amount1: await chain.tokenBalance(chain.owner, symbol1 as string),
    });
    const before = await held();
    const { receipt } = await chain.runPlan(plan);
    const after = await held();
    expect(await lpBalance(address)).toBe(0n);
    expect({ amount0: after.amount0 - before.amount0, amount1: after.amount1 - before.amount1 }).toEqual(
      plan.refund,
    );
    // Half is refunded outright; at the V2 price full range takes (nearly) all of the other half.
    expect(plan.refund.amount0).toBeGreaterThanOrEqual(plan.withdrawn.amount0 / 2n);
    const created = await readV3Pool(chain.client, pool);
    expect(created).toBeDefined();
    const tokenId = mintedV3Position(receipt);
    expect((await v3Position(chain, tokenId)).liquidity).toBe(plan.liquidity);
  });

  it('refuses a pair the owner holds nothing of, and a percent the migrator refuses', async () => {
    const pair = chain.v2Pool('DAI', 'WETH');
    const pool = chain.v3Pool('DAI', 'WETH', 3000);
    const request = { pair, pool, ...fullRange(60), ...(await chain.settings()) };
    await expect(planMigrateV2ToV3(chain.client, request)).rejects.toMatchObject({
      code: 'position-empty',
      message: 'You hold no liquidity in this V2 pair to migrate.',
    });
    await expect(planMigrateV2ToV3(chain.client, { ...request, percent: 0 })).rejects.toMatchObject({
      code: 'invalid-percent',
      message: 'Choose a whole percent between 1 and 100 to migrate.',
    });
  });
});
