import { TickMath } from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import { priceAtTick, sqrtPriceAtPrice, tickAtPrice, tickAtSqrtPrice } from './tickPrice.ts';

/** WETH as token0 (18 decimals), USDC-like token1 (6): price in USDC per ETH. */
const ETH_USDC = { decimals0: 18, decimals1: 6 };

describe('prices and ticks, with the tokens’ decimals', () => {
  it('reads a tick as whole tokens of token1 per token0', () => {
    expect(priceAtTick(0, { decimals0: 18, decimals1: 18 }).toSignificant(6)).toBe('1');
    // One base unit each: 10^18 wei of ETH for 10^18 units of a 6-decimal token.
    expect(priceAtTick(0, ETH_USDC).toFixed(0)).toBe('1000000000000');
    const tick = tickAtPrice('3000', ETH_USDC, 60);
    expect(Math.abs(tick) % 60).toBe(0);
    const back = Number(priceAtTick(tick, ETH_USDC).toSignificant(8));
    expect(Math.abs(back / 3000 - 1)).toBeLessThan(0.003);
    expect(priceAtTick(tick, ETH_USDC).invert().toSignificant(3)).toBe((1 / back).toPrecision(3));
  });

  it('turns a typed starting price into √P · 2^96 exactly', () => {
    expect(sqrtPriceAtPrice('1', { decimals0: 18, decimals1: 18 })).toBe(2n ** 96n);
    expect(sqrtPriceAtPrice('4', { decimals0: 18, decimals1: 18 })).toBe(2n ** 97n);
    // 3000 USDC per ETH is 3000 · 10^6 / 10^18 in base units.
    const sqrt = sqrtPriceAtPrice('3000', ETH_USDC);
    expect((sqrt * sqrt) >> 192n).toBe(0n);
    expect((sqrt * sqrt * 10n ** 12n) >> 192n).toBe(2999n);
  });

  it('refuses what is not a price, or beyond what a pool can hold', () => {
    expect(() => tickAtPrice('abc', ETH_USDC, 60)).toThrow(
      '“abc” is not a price: enter a number above zero.',
    );
    expect(() => sqrtPriceAtPrice('0', ETH_USDC)).toThrow('“0” is not a price: enter a number above zero.');
    expect(() => sqrtPriceAtPrice(`1${'0'.repeat(60)}`, ETH_USDC)).toThrow(
      /is beyond the prices a pool can hold/,
    );
  });

  it('finds the tick a √price falls in, as a pool stores it', () => {
    expect(tickAtSqrtPrice(2n ** 96n)).toBe(0);
    const at = (tick: number) => BigInt(TickMath.getSqrtRatioAtTick(tick).toString());
    expect(tickAtSqrtPrice(at(123))).toBe(123);
    expect(tickAtSqrtPrice(at(123) - 1n)).toBe(122);
    expect(tickAtSqrtPrice(at(-200_001) + 1n)).toBe(-200_001);
    expect(tickAtSqrtPrice(at(TickMath.MIN_TICK))).toBe(TickMath.MIN_TICK);
  });
});
