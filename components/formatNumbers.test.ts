import { afterEach, describe, expect, it } from 'vitest';
import { type OfferedCurrency, setDisplayCurrency, USD_DISPLAY } from '../currency/displayCurrency.ts';
import {
  formatChartMoney,
  formatPrice,
  formatRelativeTime,
  formatUsd,
  toDisplayMoney,
} from './formatNumbers.ts';

function showIn(code: OfferedCurrency, rate: number) {
  setDisplayCurrency({ code, rate, chosen: code, rateStatus: 'ready' });
}

afterEach(() => setDisplayCurrency(USD_DISPLAY));

describe('number formatting', () => {
  it('formats prices by magnitude', () => {
    expect(formatPrice(1.0002)).toBe('$1.00');
    expect(formatPrice(3456.789)).toBe('$3,456.79');
    expect(formatPrice(0.01234567)).toBe('$0.01235');
    expect(formatPrice(0.00005123)).toBe('$0.0₄5123');
    expect(formatPrice(0.0000012)).toBe('$0.0₅1200');
    expect(formatPrice(0.00000999996)).toBe('$0.0₄1000');
    expect(formatPrice(0.0000999999)).toBe('$0.0001');
    expect(formatPrice(undefined)).toBe('–');
  });

  it('compacts large USD values', () => {
    expect(formatUsd(1_234_000_000)).toBe('$1.2B');
    expect(formatUsd(950.5)).toBe('$950.50');
  });

  it('says how long ago', () => {
    expect(formatRelativeTime(1000, 1000_000 + 180_000)).toBe('3m ago');
  });

  it('shows money in the display currency at its rate, with its own sign and decimals', () => {
    showIn('EUR', 0.95);
    expect(formatUsd(1000)).toBe('€950.00');
    expect(formatUsd(1_234_000_000)).toBe('€1.2B');
    expect(formatPrice(3456.789)).toBe('€3,283.95');
    expect(formatPrice(0.00005123 / 0.95)).toBe('€0.0₄5123');
    expect(toDisplayMoney(100)).toBeCloseTo(95);
    expect(formatChartMoney(2760.3)).toBe('€2,760');

    showIn('JPY', 154);
    expect(formatUsd(12.34)).toBe('¥1,900');
    expect(formatUsd(100)).toBe('¥15.4K');
    expect(formatPrice(3000)).toBe('¥462,000');
    // Below ¥1,000 a price keeps 4 significant digits: a whole-yen rounding would hide its moves.
    expect(formatPrice(1.5 / 154)).toBe('¥1.5');
    expect(formatPrice(0)).toBe('¥0');

    showIn('GBP', 0.79);
    expect(formatUsd(-50)).toBe('-£39.50');
  });

  it('keeps USD figures with the dollar sign while no other rate is known', () => {
    setDisplayCurrency({ ...USD_DISPLAY, chosen: 'EUR', rateStatus: 'unavailable' });
    expect(formatUsd(950.5)).toBe('$950.50');
    expect(formatPrice(0.00005123)).toBe('$0.0₄5123');
  });
});
