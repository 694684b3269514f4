import { describe, expect, it } from 'vitest';
import { rangeOfShownPrices, shownPrice, startingPrice } from './shownPrices.ts';

/** USDC (6 decimals) sorts below WETH (18): the pool's price reads as WETH per USDC, flipped as USDC per WETH. */
const SCALE = { decimals0: 6, decimals1: 18 };

describe('shown prices', () => {
  it('reads flipped typed prices into the same range as straight ones', () => {
    const straight = rangeOfShownPrices('0.0002', '0.0005', SCALE, 60, false);
    const flipped = rangeOfShownPrices('2000', '5000', SCALE, 60, true);
    if (!('range' in straight) || !('range' in flipped)) throw new Error('no range');
    expect(Math.abs(flipped.range.tickLower - straight.range.tickLower)).toBeLessThanOrEqual(60);
    expect(Math.abs(flipped.range.tickUpper - straight.range.tickUpper)).toBeLessThanOrEqual(60);
    expect(Number(shownPrice(flipped.range.tickLower, SCALE, true))).toBeCloseTo(5000, -2);
    expect(Number(shownPrice(flipped.range.tickUpper, SCALE, true))).toBeCloseTo(2000, -2);
  });

  it('says when the minimum is not below the maximum, either way round', () => {
    for (const inverted of [false, true]) {
      const read = rangeOfShownPrices('4000', '2000', SCALE, 60, inverted);
      expect('problem' in read && read.problem).toMatch(/minimum price must be lower than the maximum/);
    }
  });

  it('says when a price lies beyond what a pool can hold', () => {
    const read = rangeOfShownPrices('1', `1${'0'.repeat(60)}`, SCALE, 60, false);
    expect('problem' in read && read.problem).toMatch(/beyond the prices a pool can hold/);
  });

  it('reads 0 and ∞ as the full range, in either orientation', () => {
    expect(rangeOfShownPrices('0', '∞', SCALE, 60, false)).toEqual({
      range: { tickLower: -887220, tickUpper: 887220 },
    });
    expect(rangeOfShownPrices('0', '∞', SCALE, 60, true)).toEqual({
      range: { tickLower: -887220, tickUpper: 887220 },
    });
  });

  it('starts a new pool at the typed price, flipped or not', () => {
    const straight = startingPrice('0.0004', SCALE, false);
    const flipped = startingPrice('2500', SCALE, true);
    if (!straight || !flipped) throw new Error('no price');
    expect(Math.abs(straight.tick - flipped.tick)).toBeLessThanOrEqual(1);
    expect(startingPrice('0', SCALE, false)).toBeUndefined();
    expect(startingPrice('abc', SCALE, true)).toBeUndefined();
  });
});
