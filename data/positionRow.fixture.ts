import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';
import type { PositionRow, PositionToken } from './positionRow.ts';

export const USDC_FIXTURE: PositionToken = {
  address: WELL_KNOWN_TOKENS.USDC.toLowerCase(),
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  logoUrl: null,
};

export const WETH_FIXTURE: PositionToken = {
  address: WELL_KNOWN_TOKENS.WETH.toLowerCase(),
  symbol: 'WETH',
  name: 'Wrapped Ether',
  decimals: 18,
  logoUrl: null,
};

/**
 * The position the preview tests share: USDC/WETH 0.05 % on Ethereum V3, in range between about 1,800.9
 * and 2,401.9 USDC per WETH, worth $12,345.67. `logos` gives the tokens logo URLs (a test's own server).
 */
export function positionRowFixture(
  fields: Partial<PositionRow> = {},
  logos: { token0?: string; token1?: string } = {},
): PositionRow {
  return {
    chain: 'ETHEREUM',
    version: 'v3',
    id: '42',
    owner: `0x${'12'.repeat(20)}`,
    pool: '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640',
    token0: { ...USDC_FIXTURE, logoUrl: logos.token0 ?? null },
    token1: { ...WETH_FIXTURE, logoUrl: logos.token1 ?? null },
    fee: 500,
    tickSpacing: 10,
    hook: null,
    tickLower: 198_480,
    tickUpper: 201_360,
    currentTick: 200_310,
    sqrtPriceX96: '0',
    liquidity: '1000',
    amount0: '0',
    amount1: '0',
    fees0: '0',
    fees1: '0',
    status: 'in-range',
    valueUsd: 12_345.67,
    ...fields,
  };
}
