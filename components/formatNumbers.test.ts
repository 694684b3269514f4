import { describe, expect, it } from 'vitest';
import { formatPrice, formatRelativeTime, formatUsd } from './formatNumbers.ts';

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
});
