import { describe, expect, it } from 'vitest';
import { quantityFromAmount, quantityFromRaw } from './tokenQuantity.ts';

describe('a transaction’s token quantity', () => {
  it('prints an on-chain amount exactly, with the token’s decimals up to 8', () => {
    expect(quantityFromRaw(-1_234_567_891n, 6)).toBe('-1234.567891');
    expect(quantityFromRaw(10n ** 18n, 18)).toBe('1.00000000');
    expect(quantityFromRaw(123n, 0)).toBe('123');
    // Far beyond a float's 15 digits, still exact.
    expect(quantityFromRaw(123_456_789_012_345_678_901_234_567n, 18)).toBe('123456789.01234568');
  });

  it('rounds the digits past the 8th half away from zero, on both signs', () => {
    expect(quantityFromRaw(1_234_567_895_000_000_000n, 18)).toBe('1.23456790');
    expect(quantityFromRaw(-1_234_567_894_999_999_999n, 18)).toBe('-1.23456789');
    expect(quantityFromRaw(-5_000_000_000n, 18)).toBe('-0.00000001');
  });

  it('prints a generated amount with the same digits', () => {
    expect(quantityFromAmount(-1234.5678911, 6)).toBe('-1234.567891');
    expect(quantityFromAmount(0.5, 18)).toBe('0.50000000');
  });
});
