import { type Address, getAddress, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import { v2AmountOut } from './routeQuoteCall.ts';
import {
  bestSplit,
  estimateRouteIn,
  estimateRouteOut,
  isQuotableRoute,
  SPLIT_STEPS,
  searchRoutes,
  sliceAmounts,
  tokenPerWei,
} from './routeSearch.ts';
import type { RoutingPool, V2RoutingPool, V3RoutingPool, V4RoutingPool } from './routingPools.ts';
import type { SwapRoute } from './swapRoutes.ts';

const WETH = PROTOCOL_ADDRESSES.weth9;
const A = getAddress('0x000000000000000000000000000000000000000a');
const B = getAddress('0x000000000000000000000000000000000000000b');
const C = getAddress('0x000000000000000000000000000000000000000c');
const D = getAddress('0x000000000000000000000000000000000000000d');
const Q96 = 2n ** 96n;
const E18 = 10n ** 18n;

const sorted = (x: Address, y: Address): [Address, Address] =>
  x.toLowerCase() < y.toLowerCase() ? [x, y] : [y, x];

function v2(x: Address, y: Address, reserve = 1_000n * E18): V2RoutingPool {
  const [token0, token1] = sorted(x, y);
  return {
    version: 'V2',
    address: `0x${'2'.repeat(36)}${x.slice(-2)}${y.slice(-2)}` as Address,
    token0,
    token1,
    reserve0: reserve,
    reserve1: reserve,
  };
}

function v3(x: Address, y: Address, fee = 500, liquidity = 1_000n * E18): V3RoutingPool {
  const [token0, token1] = sorted(x, y);
  return {
    version: 'V3',
    address: `0x${'3'.repeat(32)}${x.slice(-2)}${y.slice(-2)}${fee.toString(16).padStart(4, '0')}` as Address,
    token0,
    token1,
    fee,
    sqrtPriceX96: Q96,
    tick: 0,
    liquidity,
  };
}

function v4(x: Address, y: Address, fee = 3000): V4RoutingPool {
  const [token0, token1] = sorted(x, y);
  return {
    version: 'V4',
    poolId: `0x${'4'.repeat(60)}${x.slice(-2)}${y.slice(-2)}` as `0x${string}`,
    token0,
    token1,
    fee,
    tickSpacing: 60,
    hooks: zeroAddress,
    sqrtPriceX96: Q96,
    tick: 0,
    liquidity: 1_000n * E18,
  };
}

const describeRoute = (route: SwapRoute) => route.pools.map((pool) => pool.version).join('>');

describe('isQuotableRoute', () => {
  it('takes one version throughout, or V2 steps around one run of V3 or V4 for exact input only', () => {
    expect(isQuotableRoute([v3(A, B), v3(B, C)], false)).toBe(true);
    expect(isQuotableRoute([v2(A, B), v3(B, C), v2(C, D)], true)).toBe(true);
    expect(isQuotableRoute([v2(A, B), v3(B, C)], false)).toBe(false);
    expect(isQuotableRoute([v3(A, B), v4(B, C)], true)).toBe(false);
    expect(isQuotableRoute([v3(A, B), v2(B, C), v3(C, D)], true)).toBe(false);
  });
});

describe('searchRoutes', () => {
  it('finds routes of up to three pools through any connected token, never through an asset twice', () => {
    const pools = [v3(A, B), v3(B, C), v3(C, D), v3(A, D), v3(B, D), v2(A, C)];
    const routes = searchRoutes(A, D, pools, true, WETH);
    const paths = routes.map((route) =>
      route.path.map((address) => address.slice(-1).toLowerCase()).join(''),
    );
    expect(paths).toEqual(expect.arrayContaining(['ad', 'abd', 'abcd', 'acd', 'acbd']));
    expect(paths).not.toContain('abcbd');
    for (const route of routes) {
      expect(route.pools.length).toBeLessThanOrEqual(3);
      expect(new Set(route.path.map((address) => address.toLowerCase())).size).toBe(route.path.length);
    }
    expect(routes.find((route) => route.path.length === 3 && route.pools[0]?.version === 'V2')?.version).toBe(
      'MIXED',
    );
  });

  it('passes between WETH in a V3 pool and native ETH in a V4 pool, naming each as its pool does', () => {
    const routes = searchRoutes(A, C, [v2(A, WETH), v4(zeroAddress, C)], true, WETH);
    expect(routes.map((route) => [route.version, ...route.path])).toEqual([['MIXED', A, zeroAddress, C]]);
    const mixed = searchRoutes(A, C, [v3(A, WETH), v2(WETH, C), v4(zeroAddress, B)], true, WETH);
    expect(mixed.map(describeRoute)).toEqual(['V3>V2']);
    const throughEth = searchRoutes(zeroAddress, C, [v3(WETH, C), v4(zeroAddress, C)], true, WETH);
    expect(throughEth.map((route) => route.path[0])).toEqual(expect.arrayContaining([WETH, zeroAddress]));
  });

  it('offers exact output only routes of one version', () => {
    const routes = searchRoutes(A, C, [v2(A, B), v3(B, C), v3(A, B)], false, WETH);
    expect(routes.map(describeRoute)).toEqual(['V3>V3']);
  });
});

describe('estimates', () => {
  it('reckons V2 exactly as the pair pays, and a V3 pool with no ticks known as its price’s liquidity throughout', () => {
    const pair = v2(A, B, 500n * E18);
    const route: SwapRoute = { version: 'V2', path: [A, B], pools: [pair] };
    expect(estimateRouteOut(route, 3n * E18)).toBe(v2AmountOut(pair, A, 3n * E18));
    const pool = v3(A, B, 500, 1_000n * E18);
    const out = estimateRouteOut({ version: 'V3', path: [A, B], pools: [pool] }, E18);
    // 1 token into 1000 of virtual depth at price 1, less 0.05 %.
    expect(out).toBe((1_000n * E18 * ((E18 * 9995n) / 10_000n)) / (1_000n * E18 + (E18 * 9995n) / 10_000n));
  });

  it('walks back from an output to the input it needs, and says when no pool holds that much', () => {
    const route: SwapRoute = { version: 'V3', path: [A, B, C], pools: [v3(A, B), v3(B, C)] };
    const needed = estimateRouteIn(route, 5n * E18) as bigint;
    expect(estimateRouteOut(route, needed)).toBeGreaterThanOrEqual(5n * E18);
    expect(estimateRouteOut(route, needed - 10n ** 6n)).toBeLessThan(5n * E18);
    expect(estimateRouteIn(route, 2_000n * E18)).toBeUndefined();
  });

  it('prices ETH in a token through the pools, and knows no price without a pool to ETH', () => {
    expect(tokenPerWei([], null, WETH)).toEqual({ numerator: 1n, denominator: 1n });
    const price = tokenPerWei([v3(WETH, A, 500, 10n ** 30n)], A, WETH);
    expect(Number(price?.numerator) / Number(price?.denominator)).toBeCloseTo(0.9995, 3);
    expect(tokenPerWei([v3(B, A)], A, WETH)).toBeUndefined();
  });
});

describe('bestSplit', () => {
  const curve = (depth: bigint, gas: bigint) =>
    Array.from({ length: SPLIT_STEPS }, (_, step) => {
      const amount = BigInt(step + 1) * E18;
      return (depth * amount) / (depth + amount) - gas;
    });
  const route = (pools: RoutingPool[]): SwapRoute => ({ version: 'V3', path: [A, B], pools });

  it('splits across equal independent routes when a larger share would cost more in price than in gas', () => {
    const routes = [route([v3(A, B, 500)]), route([v3(A, B, 3000)])];
    const split = bestSplit(routes, [curve(20n * E18, 0n), curve(20n * E18, 0n)]);
    expect(split?.map((part) => part.percent)).toEqual([50, 50]);
  });

  it('keeps the whole amount on one route when the second route’s gas outweighs its better price', () => {
    const routes = [route([v3(A, B, 500)]), route([v3(A, B, 3000)])];
    const split = bestSplit(routes, [curve(10_000n * E18, 0n), curve(10_000n * E18, E18)]);
    expect(split?.map((part) => [part.route, part.percent])).toEqual([[0, 100]]);
  });

  it('never combines a native-ETH route with a WETH route: the router wraps once for the whole split', () => {
    const weth = { version: 'V3' as const, path: [WETH, B], pools: [v3(WETH, B)] };
    const eth = { version: 'V4' as const, path: [zeroAddress, B], pools: [v4(zeroAddress, B)] };
    const split = bestSplit([weth, eth], [curve(20n * E18, 0n), curve(20n * E18, 0n)]);
    expect(split).toHaveLength(1);
  });

  it('never combines routes through the same pool, and uses at most the routes it is allowed', () => {
    const shared = v3(A, B, 500);
    const routes = [
      route([shared]),
      route([shared, v3(B, C)]),
      route([v3(A, B, 100)]),
      route([v3(A, B, 3000)]),
    ];
    const curves = routes.map(() => curve(5n * E18, 0n));
    const split = bestSplit(routes, curves, 2) ?? [];
    expect(split).toHaveLength(2);
    expect(split.map((part) => part.route)).not.toEqual([0, 1]);
    expect(split.reduce((sum, part) => sum + part.percent, 0)).toBe(100);
  });

  it('cuts the amount into slices that sum to it exactly', () => {
    expect(sliceAmounts(1001n, [35, 35, 30])).toEqual([350n, 350n, 301n]);
  });
});
