import { describe, expect, it } from 'vitest';
import {
  formatRate,
  formatTokenAmount,
  isAmountInputText,
  parseTokenAmount,
  tokenAmountInputText,
} from './tokenAmounts.ts';

describe('formatTokenAmount', () => {
  it('groups whole digits and rounds to six significant figures', () => {
    expect(formatTokenAmount(1_234_567_891n, 6)).toBe('1,234.57');
    expect(formatTokenAmount(1_000_000n, 6)).toBe('1');
    expect(formatTokenAmount(123_456_789_000_000n, 6)).toBe('123,456,789');
    expect(formatTokenAmount(10n ** 18n / 3n, 18)).toBe('0.333333');
  });

  it('keeps significant digits of tiny amounts and says when they round to nothing', () => {
    expect(formatTokenAmount(1234n, 18)).toBe('0.000000000000001234');
    expect(formatTokenAmount(1n, 6, 2)).toBe('0.000001');
    expect(formatTokenAmount(0n, 18)).toBe('0');
    expect(formatTokenAmount(undefined, 18)).toBe('–');
  });

  it('rounds half up and carries into the whole part', () => {
    expect(formatTokenAmount(999_999_999n, 6)).toBe('1,000');
    expect(formatTokenAmount(-2_500_000n, 6)).toBe('-2.5');
  });
});

describe('parseTokenAmount', () => {
  it('reads typed text into raw units exactly', () => {
    expect(parseTokenAmount('1.5', 6)).toBe(1_500_000n);
    expect(parseTokenAmount('.1', 18)).toBe(10n ** 17n);
    expect(parseTokenAmount('0.000001', 6)).toBe(1n);
    expect(parseTokenAmount('123456789.123456789123456789', 18)).toBe(123456789123456789123456789n);
  });

  it('refuses what is not an amount of the token', () => {
    expect(parseTokenAmount('0.0000001', 6)).toBeUndefined();
    expect(parseTokenAmount('1e5', 18)).toBeUndefined();
    expect(parseTokenAmount('', 18)).toBeUndefined();
    expect(parseTokenAmount('-1', 18)).toBeUndefined();
  });

  it('round-trips through the input text', () => {
    for (const raw of [1n, 10n ** 18n, 123456789n, 5n * 10n ** 17n])
      expect(parseTokenAmount(tokenAmountInputText(raw, 18), 18)).toBe(raw);
  });

  it('lets partial text through while typing', () => {
    expect(isAmountInputText('1.', 6)).toBe(true);
    expect(isAmountInputText('1.1234567', 6)).toBe(false);
    expect(isAmountInputText('abc', 6)).toBe(false);
  });

  it('accepts no fraction, not even a point, for a token without decimals', () => {
    expect(isAmountInputText('42', 0)).toBe(true);
    expect(isAmountInputText('42.', 0)).toBe(false);
    expect(isAmountInputText('.5', 0)).toBe(false);
    expect(parseTokenAmount('42', 0)).toBe(42n);
    expect(formatTokenAmount(1_234n, 0)).toBe('1,234');
  });
});

describe('formatRate', () => {
  it('divides on integers: 1 ETH for 3000 USDC', () => {
    expect(formatRate(10n ** 18n, 18, 3_000_000_000n, 6)).toBe('3,000');
    expect(formatRate(3_000_000_000n, 6, 10n ** 18n, 18)).toBe('0.000333333');
  });
});
