import { createPublicClient, http, parseUnits, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../backend/dataset/localChainMarket.ts';
import { callBatch } from '../protocol/callBatch.ts';
import { FEE_TIERS } from '../protocol/feeTiers.ts';
import { v2RouterAbi, v3QuoterAbi } from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import { quoteSwap } from './quoteSwap.ts';
import { routeQuoteCall } from './routeQuoteCall.ts';
import { routingBaseCandidates } from './routingFacts.ts';
import { TradingError } from './tradingError.ts';
import { startTradingTestChain } from './tradingTestChain.fixture.ts';

let chain: Awaited<ReturnType<typeof startTradingTestChain>>;
beforeAll(async () => {
  chain = await startTradingTestChain();
}, 60_000);
afterAll(() => chain?.stop());

describe('quoteSwap on the local chain', () => {
  it('quotes USDC → WETH exact input through V3 as QuoterV2 itself answers', async () => {
    const usdc = chain.currency('USDC');
    const weth = chain.currency('WETH');
    const amount = parseUnits('1000', 6);
    const quote = await quoteSwap(chain.client, { input: usdc, output: weth, tradeType: 'exactIn', amount });
    expect(quote.kind).toBe('swap');
    expect(quote.amountIn).toBe(amount);
    const pool = quote.slices[0]?.route.pools[0];
    expect(quote.slices[0]?.route.pools).toHaveLength(1);
    if (pool?.version !== 'V3') throw new Error(`expected a V3 pool, got ${pool?.version}`);
    const { result } = await chain.client.simulateContract({
      address: PROTOCOL_ADDRESSES.v3QuoterV2,
      abi: v3QuoterAbi,
      functionName: 'quoteExactInputSingle',
      args: [
        {
          tokenIn: usdc.address as `0x${string}`,
          tokenOut: weth.address as `0x${string}`,
          amountIn: amount,
          fee: pool.fee,
          sqrtPriceLimitX96: 0n,
        },
      ],
    });
    expect(quote.amountOut).toBe(result[0]);
    // The dataset's price of ETH in USD, within its fees and impact: 1000 USDC buys 1000 / price WETH.
    const market = localChainMarket();
    const ethUsd = market.dataset.usdPrice(market.tokens.find((t) => t.symbol === 'WETH') as never);
    const expected = 1000 / ethUsd;
    expect(Number(quote.amountOut) / 1e18).toBeGreaterThan(expected * 0.99);
    expect(Number(quote.amountOut) / 1e18).toBeLessThan(expected * 1.01);
    expect(quote.priceImpactPpm).toBeLessThan(5_000n);
    expect(quote.gasEstimate).toBeGreaterThan(100_000n);
  });

  it('quotes exact output: the input it asks for buys at least the output', async () => {
    const weth = chain.currency('WETH');
    const usdc = chain.currency('USDC');
    const amount = parseUnits('1000', 6);
    const exactOut = await quoteSwap(chain.client, {
      input: weth,
      output: usdc,
      tradeType: 'exactOut',
      amount,
    });
    expect(exactOut.amountOut).toBe(amount);
    const back = await quoteSwap(
      chain.client,
      { input: weth, output: usdc, tradeType: 'exactIn', amount: exactOut.amountIn },
      {
        versions: [
          ...new Set(exactOut.slices.flatMap((slice) => slice.route.pools.map((pool) => pool.version))),
        ],
      },
    );
    expect(back.amountOut).toBeGreaterThanOrEqual(amount);
  });

  it('quotes V2 through Router02 and V4 native ETH pools by their pool key', async () => {
    const eth = chain.currency('ETH');
    const usdc = chain.currency('USDC');
    const amount = parseUnits('1', 18);
    const v2 = await quoteSwap(
      chain.client,
      { input: eth, output: usdc, tradeType: 'exactIn', amount },
      { versions: ['V2'] },
    );
    expect(v2.slices[0]?.route.version).toBe('V2');
    expect(v2.slices[0]?.route.path.map((a) => a.toLowerCase())).toEqual(
      [PROTOCOL_ADDRESSES.weth9, usdc.address].map((a) => a?.toLowerCase()),
    );
    const amounts = await chain.client.readContract({
      address: PROTOCOL_ADDRESSES.v2Router02,
      abi: v2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amount, [...(v2.slices[0]?.route.path ?? [])]],
    });
    expect(v2.amountOut).toBe(amounts[1]);
    const v4 = await quoteSwap(
      chain.client,
      { input: eth, output: usdc, tradeType: 'exactIn', amount },
      { versions: ['V4'] },
    );
    expect(v4.slices[0]?.route.version).toBe('V4');
    expect(v4.slices[0]?.route.path[0]).toBe(zeroAddress);
    expect(v4.amountOut).toBeGreaterThan(0n);
  });

  it('routes through one or two hops when the pair has no pool of its own', async () => {
    const pepe = chain.currency('PEPE');
    const aave = chain.currency('AAVE');
    const quote = await quoteSwap(chain.client, {
      input: pepe,
      output: aave,
      tradeType: 'exactIn',
      amount: parseUnits('100000000', 18),
    });
    for (const slice of quote.slices) expect(slice.route.pools.length).toBeGreaterThanOrEqual(2);
    expect(quote.amountOut).toBeGreaterThan(0n);
    const v3 = await quoteSwap(
      chain.client,
      {
        input: chain.currency('UNI'),
        output: chain.currency('LINK'),
        tradeType: 'exactOut',
        amount: parseUnits('10', 18),
      },
      { versions: ['V2'] },
    );
    expect(v3.slices[0]?.route.path.map((a) => a.toLowerCase())).toEqual(
      [chain.currency('UNI').address, PROTOCOL_ADDRESSES.weth9, chain.currency('LINK').address].map((a) =>
        a?.toLowerCase(),
      ),
    );
  });

  it('splits a large amount over routes when that gives more net of gas, each slice as its quoter answers', async () => {
    const wbtc = chain.currency('WBTC');
    const usdc = chain.currency('USDC');
    const amount = parseUnits('5', 8);
    const request = { input: wbtc, output: usdc, tradeType: 'exactIn' as const, amount };
    const split = await quoteSwap(chain.client, request);
    expect(split.slices.length).toBeGreaterThan(1);
    expect(split.slices.reduce((sum, slice) => sum + slice.amountIn, 0n)).toBe(amount);
    expect(split.slices.reduce((sum, slice) => sum + slice.percent, 0)).toBe(100);
    expect(split.slices.reduce((sum, slice) => sum + slice.amountOut, 0n)).toBe(split.amountOut);
    const answers = await callBatch(
      chain.client,
      split.slices.map((slice) => routeQuoteCall(slice.route, 'exactIn', slice.amountIn, PROTOCOL_ADDRESSES)),
    );
    expect(answers.map((answer) => (answer.ok ? answer.value.amount : 0n))).toEqual(
      split.slices.map((slice) => slice.amountOut),
    );
    // Net of gas, the split beats the whole amount down the best route of any one version.
    const net = (quote: typeof split) =>
      quote.amountOut - (quote.gasEstimate * quote.gasPrice * 3000n) / 10n ** 12n;
    for (const version of ['V2', 'V3', 'V4'] as const) {
      const single = await quoteSwap(chain.client, request, { versions: [version] }).catch(
        (error: unknown) => {
          // WBTC has no V4 pool: that version has no route to beat.
          if (error instanceof TradingError && error.code === 'no-route') return undefined;
          throw error;
        },
      );
      if (single) expect(net(split)).toBeGreaterThanOrEqual(net(single));
    }
  });

  it('says there is no route for a token without pools, and no liquidity for an amount beyond the pools', async () => {
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => error,
      );
    const noRoute = await failure(
      quoteSwap(chain.client, {
        input: chain.currency('SHIB'),
        output: chain.currency('USDC'),
        tradeType: 'exactIn',
        amount: 10n ** 18n,
      }),
    );
    expect(noRoute).toBeInstanceOf(TradingError);
    expect((noRoute as TradingError).code).toBe('no-route');
    const tooMuch = await failure(
      quoteSwap(chain.client, {
        input: chain.currency('WETH'),
        output: chain.currency('USDC'),
        tradeType: 'exactOut',
        amount: parseUnits('100000000000', 6),
      }),
    );
    expect((tooMuch as TradingError).code).toBe('no-liquidity');
    // The quoters walk every tick of every pool before they give up: seconds on a busy machine.
  }, 30_000);

  it('quotes ETH ↔ WETH as a one-to-one wrap and unwrap, with no pool', async () => {
    const wrap = await quoteSwap(chain.client, {
      input: chain.currency('ETH'),
      output: chain.currency('WETH'),
      tradeType: 'exactIn',
      amount: 5n,
    });
    expect(wrap).toMatchObject({ kind: 'wrap', amountIn: 5n, amountOut: 5n, slices: [] });
    const unwrap = await quoteSwap(chain.client, {
      input: chain.currency('WETH'),
      output: chain.currency('ETH'),
      tradeType: 'exactOut',
      amount: 7n,
    });
    expect(unwrap).toMatchObject({ kind: 'unwrap', amountIn: 7n, amountOut: 7n });
  });

  it('says the chain is unreachable when its RPC does not answer', async () => {
    const dead = createPublicClient({ transport: http('http://127.0.0.1:9', { retryCount: 0 }) });
    const error = await quoteSwap(dead as never, {
      input: chain.currency('USDC'),
      output: chain.currency('WETH'),
      tradeType: 'exactIn',
      amount: 1n,
    }).catch((e: unknown) => e);
    const { describeTradingFailure } = await import('./swapFailure.ts');
    expect(describeTradingFailure(error).code).toBe('rpc-unreachable');
  });
});

describe('routing facts', () => {
  it('may route through every token of the seeded pools between two others', () => {
    const candidates = new Set(routingBaseCandidates(PROTOCOL_ADDRESSES).map((a) => a.toLowerCase()));
    const { pools } = localChainMarket();
    const hubs = new Set(
      pools
        .flatMap((pool) => [pool.token0, pool.token1])
        .filter(
          (token) => pools.filter((pool) => pool.token0 === token || pool.token1 === token).length >= 4,
        ),
    );
    for (const token of hubs) if (token.address) expect(candidates).toContain(token.address.toLowerCase());
  });

  it('knows the fee tiers the seeded pools use', () => {
    for (const pool of localChainMarket().pools) {
      if (pool.version !== 'V2')
        expect(FEE_TIERS).toContainEqual({ fee: pool.feeTier, tickSpacing: pool.tickSpacing });
    }
  });
});
