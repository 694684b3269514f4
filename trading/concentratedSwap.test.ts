import { type Address, type Hex, parseEther, parseUnits, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../backend/dataset/localChainMarket.ts';
import { createLiquidityProvider } from '../chain/liquidityPositions.fixture.ts';
import { callBatch } from '../protocol/callBatch.ts';
import { v3QuoterAbi, v4QuoterAbi } from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import { concentratedAmountIn, concentratedAmountOut } from './concentratedSwap.ts';
import { routeQuoteCall } from './routeQuoteCall.ts';
import {
  bestSplit,
  estimateRouteOut,
  SPLIT_STEP_PERCENT,
  SPLIT_STEPS,
  searchRoutes,
  sliceAmounts,
} from './routeSearch.ts';
import { findRoutingPools, type RoutingPool } from './routingPools.ts';
import { poolTickSpacing, withPoolTicks } from './routingPoolTicks.ts';
import type { SwapRoute } from './swapRoutes.ts';
import { startTradingTestChain } from './tradingTestChain.fixture.ts';

let chain: Awaited<ReturnType<typeof startTradingTestChain>>;
beforeAll(async () => {
  chain = await startTradingTestChain();
}, 60_000);
afterAll(() => chain?.stop());

/** The pool between two currencies at a fee, with its state and ticks as routing reads them. */
async function routingPool(
  version: 'V3' | 'V4',
  a: Address,
  b: Address,
  fee: number,
): Promise<Exclude<RoutingPool, { version: 'V2' }>> {
  const pairs = version === 'V3' ? { v2v3: [[a, b] as const], v4: [] } : { v2v3: [], v4: [[a, b] as const] };
  const found = (await findRoutingPools(chain.client, pairs)).find(
    (pool) => pool.version === version && pool.fee === fee,
  );
  if (!found) throw new Error(`no ${version} pool at ${fee}`);
  const block = await chain.client.getBlockNumber({ cacheTime: 0 });
  const [pool] = await withPoolTicks(chain.client, PROTOCOL_ADDRESSES, [found], block);
  if (!pool || pool.version === 'V2') throw new Error('the pool lost its version');
  return pool;
}

const walked = (pool: Exclude<RoutingPool, { version: 'V2' }>) => ({
  ...pool,
  tickSpacing: poolTickSpacing(pool),
  ticks: pool.ticks ?? [],
});

describe('walking a pool’s ticks gives what the quoters answer', () => {
  it('V3: across several initialized ticks, exact input and exact output, both ways', async () => {
    const usdc = chain.currency('USDC').address as Address;
    const weth = chain.currency('WETH').address as Address;
    const seeded = localChainMarket().pools.find(
      (pool) => pool.version === 'V3' && pool.feeTier === 3000 && pool.token0.symbol === 'USDC',
    );
    if (!seeded) throw new Error('no seeded USDC/WETH 0.3 % pool');
    // Ranges at, above and below the price: a large swap either way crosses several of their ends.
    const provider = await createLiquidityProvider(chain.node.url);
    for (const offset of [0, 5, -5, 9, -9])
      await provider.mintV3(seeded, parseUnits('8000000', 6), parseEther('3000'), 2, offset);
    const pool = await routingPool('V3', usdc, weth, 3000);
    expect(pool.ticks?.length).toBeGreaterThanOrEqual(6);
    let mostCrossed = 0;
    for (const [tokenIn, tokenOut, amounts] of [
      [usdc, weth, [parseUnits('1000', 6), parseUnits('3000000', 6), parseUnits('30000000', 6)]],
      [weth, usdc, [parseEther('1'), parseEther('1000'), parseEther('10000')]],
    ] as const) {
      const zeroForOne = tokenIn.toLowerCase() < tokenOut.toLowerCase();
      for (const amount of amounts) {
        const { result } = await chain.client.simulateContract({
          address: PROTOCOL_ADDRESSES.v3QuoterV2,
          abi: v3QuoterAbi,
          functionName: 'quoteExactInputSingle',
          args: [{ tokenIn, tokenOut, amountIn: amount, fee: 3000, sqrtPriceLimitX96: 0n }],
        });
        mostCrossed = Math.max(mostCrossed, result[2]);
        expect(concentratedAmountOut(walked(pool), zeroForOne, amount)).toBe(result[0]);
        const out = result[0];
        const { result: back } = await chain.client.simulateContract({
          address: PROTOCOL_ADDRESSES.v3QuoterV2,
          abi: v3QuoterAbi,
          functionName: 'quoteExactOutputSingle',
          args: [{ tokenIn, tokenOut, amount: out, fee: 3000, sqrtPriceLimitX96: 0n }],
        });
        expect(concentratedAmountIn(walked(pool), zeroForOne, out)).toBe(back[0]);
      }
    }
    expect(mostCrossed).toBeGreaterThanOrEqual(4);
  }, 120_000);

  it('V4: across its ticks and bitmap words’ edges, as V4Quoter answers', async () => {
    const usdc = chain.currency('USDC').address as Address;
    const pool = await routingPool('V4', zeroAddress, usdc, 500);
    if (pool.version !== 'V4') throw new Error('expected a V4 pool');
    for (const [zeroForOne, amounts] of [
      [true, [parseEther('1'), parseEther('20000'), parseEther('60000')]],
      [false, [parseUnits('1000', 6), parseUnits('50000000', 6), parseUnits('150000000', 6)]],
    ] as const)
      for (const amount of amounts) {
        const poolKey = {
          currency0: pool.token0,
          currency1: pool.token1,
          fee: pool.fee,
          tickSpacing: pool.tickSpacing,
          hooks: pool.hooks,
        };
        const single = (exactAmount: bigint) => ({ poolKey, zeroForOne, exactAmount, hookData: '0x' as Hex });
        const { result } = await chain.client.simulateContract({
          address: PROTOCOL_ADDRESSES.v4Quoter,
          abi: v4QuoterAbi,
          functionName: 'quoteExactInputSingle',
          args: [single(amount)],
        });
        expect(concentratedAmountOut(walked(pool), zeroForOne, amount)).toBe(result[0]);
        const { result: back } = await chain.client.simulateContract({
          address: PROTOCOL_ADDRESSES.v4Quoter,
          abi: v4QuoterAbi,
          functionName: 'quoteExactOutputSingle',
          args: [single(result[0])],
        });
        expect(concentratedAmountIn(walked(pool), zeroForOne, result[0])).toBe(back[0]);
      }
  }, 60_000);
});

describe('the split search, estimating by the ticks', () => {
  it('spreads an amount where a pool’s deep liquidity ends near the price, which the price’s liquidity alone hid', async () => {
    const usdc = chain.currency('USDC').address as Address;
    const weth = chain.currency('WETH').address as Address;
    const seeded = localChainMarket().pools.find(
      (pool) => pool.version === 'V3' && pool.feeTier === 100 && pool.token0.symbol === 'USDC',
    );
    if (!seeded) throw new Error('no seeded USDC/WETH 0.01 % pool');
    // A narrow range of little value but much liquidity: deep at the price, gone a tick or two away.
    const provider = await createLiquidityProvider(chain.node.url);
    await provider.mintV3(seeded, parseUnits('300000', 6), parseEther('100'), 1, 0);
    const located = await findRoutingPools(chain.client, { v2v3: [[usdc, weth]], v4: [] });
    const block = await chain.client.getBlockNumber({ cacheTime: 0 });
    const pools = await withPoolTicks(
      chain.client,
      PROTOCOL_ADDRESSES,
      located.filter((pool) => pool.version === 'V3'),
      block,
    );
    const routes = searchRoutes(usdc, weth, pools, true, weth);
    const amount = parseUnits('20000000', 6);
    const steps = Array.from(
      { length: SPLIT_STEPS },
      (_, step) => (amount * BigInt((step + 1) * SPLIT_STEP_PERCENT)) / 100n,
    );
    const splitOf = (candidates: readonly SwapRoute[]) =>
      bestSplit(
        candidates,
        candidates.map((route) => steps.map((step) => estimateRouteOut(route, step))),
      ) ?? [];
    // The same search with no ticks known: every pool's price liquidity taken to reach every price.
    const blindly = splitOf(
      routes.map((route) => ({ ...route, pools: route.pools.map((pool) => ({ ...pool, ticks: [] })) })),
    );
    const walked = splitOf(routes);
    const onChain = async (split: typeof walked) => {
      const amounts = sliceAmounts(
        amount,
        split.map((part) => part.percent),
      );
      const answers = await callBatch(
        chain.client,
        split.map((part, index) =>
          routeQuoteCall(
            routes[part.route] as SwapRoute,
            'exactIn',
            amounts[index] as bigint,
            PROTOCOL_ADDRESSES,
          ),
        ),
      );
      const estimated = split.reduce(
        (sum, part, index) =>
          sum + estimateRouteOut(routes[part.route] as SwapRoute, amounts[index] as bigint),
        0n,
      );
      return {
        total: answers.reduce((sum, answer) => sum + (answer.ok ? answer.value.amount : 0n), 0n),
        estimated,
      };
    };
    const [blind, walk] = [await onChain(blindly), await onChain(walked)];
    expect(walked.map((part) => part.percent)).not.toEqual(blindly.map((part) => part.percent));
    // What the walk estimated is what the quoters pay, and it is more than the blind split gets.
    expect(walk.estimated).toBe(walk.total);
    expect(walk.total).toBeGreaterThan(blind.total);
  }, 60_000);
});
