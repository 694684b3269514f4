import { describe, expect, it } from 'vitest';
import { formatRangePrice, positionRangeText } from './positionRange.ts';
import { USDC_FIXTURE, WETH_FIXTURE } from './positionRow.fixture.ts';
import type { PositionRow } from './positionRow.ts';

const row: PositionRow = {
  chain: 'ETHEREUM',
  version: 'v3',
  id: '1',
  owner: '0x',
  pool: '0x',
  token0: USDC_FIXTURE,
  token1: WETH_FIXTURE,
  fee: 500,
  tickSpacing: 10,
  hook: null,
  tickLower: 195_000,
  tickUpper: 197_000,
  currentTick: 196_000,
  sqrtPriceX96: '0',
  liquidity: '1',
  amount0: '0',
  amount1: '0',
  fees0: '0',
  fees1: '0',
  status: 'in-range',
  valueUsd: null,
};

describe('a position’s range as prices', () => {
  it('reads in the quote of the one rule (USDC per WETH), and turned the pool’s way with min and max swapped', () => {
    const quoted = positionRangeText(row);
    const turned = positionRangeText(row, true);
    expect([quoted.base, quoted.quote]).toEqual(['WETH', 'USDC']);
    expect([turned.base, turned.quote]).toEqual(['USDC', 'WETH']);
    const min = 1.0001 ** 195_000 * 1e-12;
    const max = 1.0001 ** 197_000 * 1e-12;
    expect(turned.min).toBe(formatRangePrice(min));
    expect(quoted.min).toBe(formatRangePrice(1 / max));
    expect(quoted.max).toBe(formatRangePrice(1 / min));
    expect(Number(quoted.current.replace(/,/g, ''))).toBeGreaterThan(Number(quoted.min.replace(/,/g, '')));
  });

  it('reads the full range (and V2) as 0 to ∞ either way', () => {
    const v2 = { ...row, version: 'v2' as const, tickLower: null, tickUpper: null, tickSpacing: null };
    for (const turned of [false, true]) {
      expect(positionRangeText(v2, turned)).toMatchObject({ min: '0', max: '∞', fullRange: true });
      expect(positionRangeText({ ...row, tickLower: -887270, tickUpper: 887270 }, turned)).toMatchObject({
        min: '0',
        max: '∞',
      });
    }
  });
});
