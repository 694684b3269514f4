import { describe, expect, it } from 'vitest';
import { tokenAmountForUsd, USD_DECIMALS, usdUnits, usdValueOf } from './usdValue.ts';

const usd = (dollars: string) =>
  BigInt(dollars.replace('.', '')) * 10n ** BigInt(USD_DECIMALS - (dollars.split('.')[1]?.length ?? 0));

describe('USD values in fixed point', () => {
  it('turns a price into exact units once, tiny prices included', () => {
    expect(usdUnits(0.9993)).toBe(999_300_000_000_000_000n);
    expect(usdUnits(0.000018012482253518887)).toBe(18_012_482_253_518n);
    expect(usdUnits(undefined)).toBeUndefined();
    expect(usdUnits(0)).toBeUndefined();
    expect(usdUnits(Number.NaN)).toBeUndefined();
  });

  it('values 1,234.5 USDC (6 decimals) and 2 ETH (18 decimals) without floats', () => {
    expect(usdValueOf(1_234_500_000n, 6, usd('1.00'))).toBe(usd('1234.5'));
    expect(usdValueOf(2n * 10n ** 18n, 18, usd('3456.47'))).toBe(usd('6912.94'));
  });

  it('converts USD to a token amount, rounding down', () => {
    expect(tokenAmountForUsd(usd('100'), 6, usd('0.5'))).toBe(200_000_000n);
    expect(tokenAmountForUsd(usd('1'), 18, usd('3'))).toBe(333_333_333_333_333_333n);
  });
});
