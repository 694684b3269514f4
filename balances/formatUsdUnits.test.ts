import { describe, expect, it } from 'vitest';
import { USD_DISPLAY } from '../money/displayCurrency.ts';
import { formatUsd } from '../money/formatMoney.ts';
import { formatUsdUnits } from './formatUsdUnits.ts';

describe('formatUsdUnits', () => {
  it('shows a fixed-point USD value (18 decimals) as formatUsd shows the number', () => {
    const eur = { code: 'EUR', rate: 0.95 } as const;
    for (const currency of [USD_DISPLAY, eur]) {
      expect(formatUsdUnits(1_234_500_000_000_000_000_000n, currency)).toBe(formatUsd(1234.5, currency));
      expect(formatUsdUnits(10n ** 16n, currency)).toBe(formatUsd(0.01, currency));
      expect(formatUsdUnits(-(10n ** 18n), currency)).toBe(formatUsd(-1, currency));
      expect(formatUsdUnits(0n, currency)).toBe(formatUsd(0, currency));
    }
  });
});
