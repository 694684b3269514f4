import { TickMath } from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import { checkRange, fullRange, RANGE_WIDTH_PRESETS, rangeAroundTick, rangeStatus } from './priceRange.ts';
import { priceAtTick } from './tickPrice.ts';

const SAME_DECIMALS = { decimals0: 18, decimals1: 18 };

describe('price ranges', () => {
  it('full range is the outermost ticks on the spacing', () => {
    expect(fullRange(60)).toEqual({ tickLower: -887_220, tickUpper: 887_220 });
    expect(fullRange(1)).toEqual({ tickLower: TickMath.MIN_TICK, tickUpper: TickMath.MAX_TICK });
  });

  it.each(RANGE_WIDTH_PRESETS)('±%s percent around the price, snapped to the spacing', (width) => {
    const tick = 12_345;
    const spacing = 60;
    const { tickLower, tickUpper } = rangeAroundTick(tick, width, spacing);
    expect(tickLower % spacing).toBe(0);
    expect(tickUpper % spacing).toBe(0);
    const price = Number(priceAtTick(tick, SAME_DECIMALS).toSignificant(12));
    const low = Number(priceAtTick(tickLower, SAME_DECIMALS).toSignificant(12)) / price;
    const high = Number(priceAtTick(tickUpper, SAME_DECIMALS).toSignificant(12)) / price;
    // Within half a spacing (0.3 %) of the width asked.
    expect(Math.abs(low - (1 - width / 100))).toBeLessThan(0.004);
    expect(Math.abs(high - (1 + width / 100))).toBeLessThan(0.004);
  });

  it('never narrower than one spacing, never past full range', () => {
    expect(rangeAroundTick(30, 0.01, 200)).toEqual({ tickLower: 0, tickUpper: 200 });
    expect(rangeAroundTick(887_000, 50, 60).tickUpper).toBe(887_220);
    expect(rangeAroundTick(-887_000, 100, 60).tickLower).toBe(-887_220);
  });

  it('refuses min ≥ max, a range past the tick bounds, and ends off the spacing, each in words', () => {
    const refusal = (tickLower: number, tickUpper: number) => {
      try {
        checkRange({ tickLower, tickUpper }, 60);
        return undefined;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal(60, 60)).toBe('The minimum price must be lower than the maximum price.');
    expect(refusal(120, 60)).toBe('The minimum price must be lower than the maximum price.');
    expect(refusal(-887_280, 60)).toMatch(/^The range reaches past the prices a pool can hold/);
    expect(refusal(0, 90)).toBe(
      "The range's prices must sit on the pool's ticks (every 60th): snap them to the nearest.",
    );
    expect(refusal(-60, 60)).toBeUndefined();
  });

  it('says where the price stands against a range', () => {
    const range = { tickLower: -60, tickUpper: 60 };
    expect(rangeStatus(-61, range)).toBe('below');
    expect(rangeStatus(-60, range)).toBe('in-range');
    expect(rangeStatus(59, range)).toBe('in-range');
    expect(rangeStatus(60, range)).toBe('above');
  });
});
