import { describe, expect, it } from 'vitest';
import type { PositionRow } from '../data/positionRow.ts';
import { formatRangePrice, positionRangeText } from './positionRange.ts';

const token = (symbol: string, decimals: number) => ({
  address: null,
  symbol,
  name: symbol,
  decimals,
  logoUrl: null,
});

/** USDC (6) / WETH (18) at about 3000 USDC per WETH: tick ≈ 195,000 in token1-per-token0 raw units. */
const row: PositionRow = {
  chain: 'ETHEREUM',
  version: 'v3',
  id: '1',
  owner: '0x',
  pool: '0x',
  token0: token('USDC', 6),
  token1: token('WETH', 18),
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
  it('reads token1 per token0, and the flip reads the inverse with min and max swapped', () => {
    const straight = positionRangeText(row, false);
    const flipped = positionRangeText(row, true);
    expect([straight.base, straight.quote]).toEqual(['USDC', 'WETH']);
    expect([flipped.base, flipped.quote]).toEqual(['WETH', 'USDC']);
    const min = 1.0001 ** 195_000 * 1e-12;
    const max = 1.0001 ** 197_000 * 1e-12;
    expect(straight.min).toBe(formatRangePrice(min));
    expect(flipped.min).toBe(formatRangePrice(1 / max));
    expect(flipped.max).toBe(formatRangePrice(1 / min));
    expect(Number(flipped.current.replace(/,/g, ''))).toBeGreaterThan(Number(flipped.min.replace(/,/g, '')));
  });

  it('reads the full range (and V2) as 0 to ∞ either way', () => {
    const v2 = { ...row, version: 'v2' as const, tickLower: null, tickUpper: null, tickSpacing: null };
    for (const flipped of [false, true]) {
      expect(positionRangeText(v2, flipped)).toMatchObject({ min: '0', max: '∞', fullRange: true });
      expect(positionRangeText({ ...row, tickLower: -887270, tickUpper: 887270 }, flipped)).toMatchObject({
        min: '0',
        max: '∞',
      });
    }
  });
});
