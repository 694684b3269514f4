import { FeeAmount, Pool, Position, TickMath } from '@uniswap/v3-sdk';
import { zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { depositAmounts, depositSides } from './depositAmounts.ts';
import { sdkPoolToken } from './sdkPoolToken.ts';

const tick = 1_000;
const price = { sqrtPriceX96: BigInt(TickMath.getSqrtRatioAtTick(tick).toString()) + 12_345n, tick };
const inRange = { tickLower: 0, tickUpper: 3_000 };

describe('deposit amounts from one typed side', () => {
  it('computes the other side so both are what one liquidity takes', () => {
    const fromToken0 = depositAmounts(price, inRange, { amount0: 10n ** 18n });
    expect(fromToken0.amount0).toBe(10n ** 18n);
    expect(fromToken0.amount1).toBeGreaterThan(0n);
    // Sized by the chain's own rule, the pair buys a position taking (all but rounding of) both.
    const pool = new Pool(
      sdkPoolToken(zeroAddress),
      sdkPoolToken('0x0000000000000000000000000000000000000001'),
      FeeAmount.MEDIUM,
      price.sqrtPriceX96.toString(),
      0,
      tick,
    );
    const taken = Position.fromAmounts({
      pool,
      ...inRange,
      amount0: fromToken0.amount0.toString(),
      amount1: fromToken0.amount1.toString(),
      useFullPrecision: false,
    }).mintAmounts;
    expect(fromToken0.amount0 - BigInt(taken.amount0.toString())).toBeLessThanOrEqual(1n);
    expect(fromToken0.amount1 - BigInt(taken.amount1.toString())).toBeLessThanOrEqual(1n);
    const back = depositAmounts(price, inRange, { amount1: fromToken0.amount1 });
    expect(back.amount1).toBe(fromToken0.amount1);
    expect(back.amount0 - fromToken0.amount0).toBeLessThanOrEqual(1n);
    expect(fromToken0.amount0 - back.amount0).toBeLessThanOrEqual(1n);
  });

  it('computes on any fee tier spacing: a 0.05 % pool full range (ticks on 10) is not on 60', () => {
    const full = { tickLower: -887_270, tickUpper: 887_270 };
    const amounts = depositAmounts(price, full, { amount1: 10n ** 18n });
    expect(amounts.amount1).toBe(10n ** 18n);
    expect(amounts.amount0).toBeGreaterThan(0n);
  });

  it('takes one side only when the range excludes the price, and refuses the other side', () => {
    const above = { tickLower: 1_200, tickUpper: 3_000 };
    const below = { tickLower: -3_000, tickUpper: 0 };
    expect(depositSides(price, above)).toBe('token0');
    expect(depositSides(price, below)).toBe('token1');
    expect(depositSides(price, inRange)).toBe('both');
    expect(depositAmounts(price, above, { amount0: 5n })).toEqual({ amount0: 5n, amount1: 0n });
    expect(depositAmounts(price, below, { amount1: 7n })).toEqual({ amount0: 0n, amount1: 7n });
    expect(() => depositAmounts(price, above, { amount1: 7n })).toThrow(
      'At the current price this range holds only token0: enter the token0 amount instead.',
    );
  });
});
