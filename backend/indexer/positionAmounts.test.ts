import { TickMath } from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import { positionAmounts } from './positionAmounts.ts';

const sqrtAt = (tick: number) => BigInt(TickMath.getSqrtRatioAtTick(tick).toString());
const L = 10n ** 18n;

describe('a V4 position’s token amounts at a price', () => {
  it('holds only token0 below its range and only token1 above it', () => {
    expect(positionAmounts(L, -600, 600, sqrtAt(-1200)).amount1).toBe(0n);
    expect(positionAmounts(L, -600, 600, sqrtAt(-1200)).amount0).toBeGreaterThan(0n);
    expect(positionAmounts(L, -600, 600, sqrtAt(1200)).amount0).toBe(0n);
    expect(positionAmounts(L, -600, 600, sqrtAt(1200)).amount1).toBeGreaterThan(0n);
  });

  it('holds equal value of both at the middle of a symmetric range around price 1', () => {
    const { amount0, amount1 } = positionAmounts(L, -600, 600, sqrtAt(0));
    // L * (1 - 1/sqrt(1.0001^600)) for both sides: 0.02955... of L.
    expect(Number(amount0) / Number(L)).toBeCloseTo(1 - 1.0001 ** -300, 9);
    expect(Number(amount1) / Number(L)).toBeCloseTo(1 - 1.0001 ** -300, 9);
  });
});
