import { describe, expect, it } from 'vitest';
import { type DisplayCurrency, type OfferedCurrency, USD_DISPLAY } from './displayCurrency.ts';
import {
  formatChartMoney,
  formatFiatAmount,
  formatFiatRate,
  formatPrice,
  formatUsd,
  toDisplayMoney,
} from './formatMoney.ts';

const USD = USD_DISPLAY;

function shownIn(code: OfferedCurrency, rate: number): DisplayCurrency {
  return { code, rate, chosen: code, rateStatus: 'ready' };
}

describe('money formatting', () => {
  it('formats prices by magnitude', () => {
    expect(formatPrice(1.0002, USD)).toBe('$1.00');
    expect(formatPrice(3456.789, USD)).toBe('$3,456.79');
    expect(formatPrice(0.01234567, USD)).toBe('$0.01235');
    expect(formatPrice(0.00005123, USD)).toBe('$0.0₄5123');
    expect(formatPrice(0.0000012, USD)).toBe('$0.0₅1200');
    expect(formatPrice(0.00000999996, USD)).toBe('$0.0₄1000');
    expect(formatPrice(0.0000999999, USD)).toBe('$0.0001');
    expect(formatPrice(undefined, USD)).toBe('–');
  });

  it('compacts large USD values', () => {
    expect(formatUsd(1_234_000_000, USD)).toBe('$1.2B');
    expect(formatUsd(950.5, USD)).toBe('$950.50');
  });

  it('shows money in the display currency at its rate, with its own sign and decimals', () => {
    const eur = shownIn('EUR', 0.95);
    expect(formatUsd(1000, eur)).toBe('€950.00');
    expect(formatUsd(1_234_000_000, eur)).toBe('€1.2B');
    expect(formatPrice(3456.789, eur)).toBe('€3,283.95');
    expect(formatPrice(0.00005123 / 0.95, eur)).toBe('€0.0₄5123');
    expect(toDisplayMoney(100, eur)).toBeCloseTo(95);
    expect(formatChartMoney(2760.3, eur)).toBe('€2,760');

    const jpy = shownIn('JPY', 154);
    expect(formatUsd(12.34, jpy)).toBe('¥1,900');
    expect(formatUsd(100, jpy)).toBe('¥15.4K');
    expect(formatPrice(3000, jpy)).toBe('¥462,000');
    // Below ¥1,000 a price keeps 4 significant digits: a whole-yen rounding would hide its moves.
    expect(formatPrice(1.5 / 154, jpy)).toBe('¥1.5');
    expect(formatPrice(0, jpy)).toBe('¥0');

    const gbp = shownIn('GBP', 0.79);
    expect(formatUsd(-50, gbp)).toBe('-£39.50');
  });

  it('keeps USD figures with the dollar sign while no other rate is known', () => {
    const waitingForEur: DisplayCurrency = { ...USD_DISPLAY, chosen: 'EUR', rateStatus: 'unavailable' };
    expect(formatUsd(950.5, waitingForEur)).toBe('$950.50');
    expect(formatPrice(0.00005123, waitingForEur)).toBe('$0.0₄5123');
  });
});

describe('formatFiatAmount', () => {
  it('writes a provider’s exact decimal text in its currency, every digit kept', () => {
    expect(formatFiatAmount('19.5', 'USD')).toBe('$19.50');
    expect(formatFiatAmount('1234567890123.45', 'EUR')).toBe('€1,234,567,890,123.45');
    expect(formatFiatAmount('100', 'JPY')).toBe('¥100.00');
  });

  it('writes a rate to six significant digits, a tiny one included', () => {
    expect(formatFiatRate('2500', 'USD')).toBe('$2,500');
    expect(formatFiatRate('0.0000123456789', 'EUR')).toBe('€0.0000123457');
  });
});
