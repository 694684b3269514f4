import { describe, expect, it } from 'vitest';
import { formatUsd } from './formatNumbers.ts';
import { formatUsdUnits } from './formatUsdUnits.ts';

describe('formatUsdUnits', () => {
  it('shows a fixed-point USD value (18 decimals) as formatUsd shows the number', () => {
    expect(formatUsdUnits(1_234_500_000_000_000_000_000n)).toBe(formatUsd(1234.5));
    expect(formatUsdUnits(10n ** 16n)).toBe(formatUsd(0.01));
    expect(formatUsdUnits(-(10n ** 18n))).toBe(formatUsd(-1));
    expect(formatUsdUnits(0n)).toBe(formatUsd(0));
  });
});
