import { describe, expect, it } from 'vitest';
import {
  bpsAbove,
  formatPercent,
  outputAt,
  parsePercent,
  parsePrice,
  priceAbove,
  priceOf,
} from './limitPrice.ts';

const WETH = { decimals: 18 };
const USDC = { decimals: 6 };

describe('limit prices, without floats', () => {
  it('reads the market price from a quote and gives the output at a price exactly', () => {
    const market = priceOf(2n * 10n ** 18n, 6_913_580_000n, WETH, USDC);
    expect(market).toBe(3456_790000000000000000n);
    expect(outputAt(market, 10n ** 18n, WETH, USDC)).toBe(3_456_790_000n);
    expect(outputAt(parsePrice('0.0005') ?? 0n, 3_000_000_000n, USDC, WETH)).toBe(1_500_000_000_000_000_000n);
  });

  it('moves a price by a percent above market and tells how far a price is from it', () => {
    const market = parsePrice('2000') ?? 0n;
    expect(priceAbove(market, parsePercent('5') ?? 0n)).toBe(parsePrice('2100'));
    expect(priceAbove(market, parsePercent('-2.5') ?? 0n)).toBe(parsePrice('1950'));
    expect(bpsAbove(parsePrice('1950') ?? 0n, market)).toBe(-250n);
    // A preset's price, rounded down to base units, still reads as the preset.
    const odd = 3456_789012345678901234n;
    expect(bpsAbove(priceAbove(odd, 100n), odd)).toBe(100n);
    expect(bpsAbove(priceAbove(odd, -100n), odd)).toBe(-100n);
    expect(formatPercent(-250n)).toBe('-2.5');
    expect(formatPercent(1001n)).toBe('10.01');
  });

  it('refuses what is no price or percent', () => {
    expect(parsePrice('0')).toBeUndefined();
    expect(parsePrice('abc')).toBeUndefined();
    expect(parsePrice('1,234.5')).toBe(1234_500000000000000000n);
    expect(parsePercent('5.555')).toBeUndefined();
    expect(parsePercent('x')).toBeUndefined();
  });
});
