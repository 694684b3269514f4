import { describe, expect, it } from 'vitest';
import { fiatCentsOf, fiatText, priceRampOrder, rateText, rateUnitsOf } from './rampQuote.ts';

const FEES = { bps: 150n, minimumCents: 50n };

describe('pricing a ramp order', () => {
  it('takes the fee off a buy, rounded up to the cent, and buys the rest at the rate, rounded down', () => {
    // 100.00 at 2 500.00 per ETH: a fee of 1.50, 98.50 buys 0.0394 ETH.
    const price = priceRampOrder({
      direction: 'buy',
      fiatAmount: '100',
      rateUnits: rateUnitsOf(2500),
      tokenDecimals: 18,
      fees: FEES,
    });
    expect(price).toMatchObject({ fiatCents: 10_000n, feeCents: 150n, netCents: 9_850n });
    expect(price.tokenAmount).toBe(39_400_000_000_000_000n);
    // 10.01 × 1.5 % = 0.15015: the fee rounds up to 0.16, but never under the 0.50 floor.
    expect(
      priceRampOrder({
        direction: 'buy',
        fiatAmount: '40.01',
        rateUnits: 10n ** 18n,
        tokenDecimals: 6,
        fees: FEES,
      }).feeCents,
    ).toBe(61n);
    expect(
      priceRampOrder({
        direction: 'buy',
        fiatAmount: '10.01',
        rateUnits: 10n ** 18n,
        tokenDecimals: 6,
        fees: FEES,
      }).feeCents,
    ).toBe(50n);
  });

  it('takes the token worth the whole amount on a sell and pays out the amount less the fee', () => {
    const price = priceRampOrder({
      direction: 'sell',
      fiatAmount: '25.50',
      rateUnits: rateUnitsOf(1),
      tokenDecimals: 6,
      fees: FEES,
    });
    expect(price).toMatchObject({ feeCents: 50n, netCents: 2_500n, tokenAmount: 25_500_000n });
  });

  it('refuses amounts it cannot price exactly or that the fee would eat', () => {
    const order = (fiatAmount: string) =>
      priceRampOrder({ direction: 'buy', fiatAmount, rateUnits: 10n ** 18n, tokenDecimals: 6, fees: FEES });
    expect(() => order('1.234')).toThrow('at most two decimals');
    expect(() => order('-5')).toThrow('at most two decimals');
    expect(() => order('1e3')).toThrow('at most two decimals');
    expect(() => order('0.50')).toThrow('more than the fee of 0.50');
    expect(() => order('1000001')).toThrow('at most 1000000.00');
  });

  it('reads fiat text in cents and writes cents with two decimals', () => {
    expect(fiatCentsOf(' 7.5 ')).toBe(750n);
    expect(fiatText(750n)).toBe('7.50');
    expect(fiatText(100_000n)).toBe('1000.00');
  });

  it('fixes a market price to 12 significant digits, exactly', () => {
    expect(rateText(rateUnitsOf(2500))).toBe('2500');
    expect(rateText(rateUnitsOf(0.1 + 0.2))).toBe('0.3');
    expect(rateText(rateUnitsOf(0.000012345678901234))).toBe('0.0000123456789012');
    expect(rateUnitsOf(Number.NaN)).toBe(0n);
  });
});
