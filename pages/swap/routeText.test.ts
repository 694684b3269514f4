import { zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { WELL_KNOWN_TOKENS } from '../../protocol/wellKnownTokens.ts';
import type { SwapQuote } from '../../trading/quoteSwap.ts';
import type { RoutingPool } from '../../trading/routingPools.ts';
import type { RouteSlice } from '../../trading/swapRoutes.ts';
import { routeText, sliceSteps } from './routeText.ts';

const { USDC, DAI } = WELL_KNOWN_TOKENS;
const WETH = PROTOCOL_ADDRESSES.weth9;

const v3 = (token0: `0x${string}`, token1: `0x${string}`, fee: number): RoutingPool => ({
  version: 'V3',
  address: `0x${fee.toString().padStart(40, '0')}`,
  token0,
  token1,
  fee,
  sqrtPriceX96: 1n,
  tick: 0,
  liquidity: 1n,
});
const v2 = (token0: `0x${string}`, token1: `0x${string}`): RoutingPool => ({
  version: 'V2',
  address: `0x${'2'.repeat(38)}${token1.slice(-2)}`,
  token0,
  token1,
  reserve0: 1n,
  reserve1: 1n,
});

function quote(slices: RouteSlice[]): SwapQuote {
  return {
    input: { address: null, symbol: 'ETH', name: 'Ether', decimals: 18 },
    output: { address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    tradeType: 'exactIn',
    amount: 10n,
    kind: 'swap',
    amountIn: 10n,
    amountOut: 10n,
    slices,
    priceImpactPpm: 0n,
    gasEstimate: 0n,
    gasPrice: 0n,
    quotedAt: 0,
    transferFees: {},
  };
}

const slice = (percent: number, path: `0x${string}`[], pools: RoutingPool[]): RouteSlice => ({
  route: {
    version: pools.every((pool) => pool.version === pools[0]?.version)
      ? (pools[0]?.version ?? 'V3')
      : 'MIXED',
    path,
    pools,
  },
  percent,
  amountIn: 1n,
  amountOut: 1n,
  gasEstimate: 0n,
});

describe('routeText', () => {
  it('names one route with its tokens and fees, ETH where the trader pays it', () => {
    expect(routeText(quote([slice(100, [WETH, USDC], [v3(USDC, WETH, 500)])]))).toBe(
      'V3 · ETH → USDC (0.05%)',
    );
  });

  it('says a split slice by slice: share, versions, fees and the tokens it passes through', () => {
    const text = routeText(
      quote([
        slice(60, [WETH, USDC], [v3(USDC, WETH, 500)]),
        slice(40, [WETH, DAI, USDC], [v2(DAI, WETH), v3(DAI, USDC, 100)]),
      ]),
    );
    expect(text).toBe('60\u00a0% V3 0.05% · 40\u00a0% V2 + V3 0.3%, 0.01% via DAI');
  });

  it('says a wrap has no pool', () => {
    expect(routeText({ ...quote([]), kind: 'wrap' })).toBe('Wrap through WETH9 (1:1)');
  });

  it('draws a slice as its pools with the token between them', () => {
    const through = slice(40, [zeroAddress, DAI, USDC], [v3(DAI, WETH, 500), v3(DAI, USDC, 100)]);
    expect(sliceSteps(quote([through]), through).map(({ kind, text }) => [kind, text])).toEqual([
      ['pool', 'V3 0.05%'],
      ['hop', 'DAI'],
      ['pool', 'V3 0.01%'],
    ]);
  });
});
