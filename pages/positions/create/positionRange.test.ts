import { describe, expect, it } from 'vitest';
import { depositAmounts, depositSides } from './depositAmounts.ts';
import { fullRange, presetRange, priceAtTick, rangeOfPrices, startingPrice } from './positionRange.ts';

/** USDC (6 decimals) below WETH (18) by address, as on mainnet: prices read as WETH per USDC. */
const PAIR = {
  token0: { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 },
  token1: { address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', decimals: 18 },
  tickSpacing: 60,
} as const;

describe('price range', () => {
  it('reads typed prices into ticks on the spacing, and flipped prices into the same ticks', () => {
    const straight = rangeOfPrices('0.0002', '0.0005', PAIR, false);
    const flipped = rangeOfPrices('2000', '5000', PAIR, true);
    expect('range' in straight && Math.abs(straight.range.tickLower % 60)).toBe(0);
    expect(flipped).toEqual(straight);
    if (!('range' in straight)) throw new Error('no range');
    expect(Number(priceAtTick(straight.range.tickLower, PAIR, true))).toBeCloseTo(5000, -2);
    expect(Number(priceAtTick(straight.range.tickUpper, PAIR, true))).toBeCloseTo(2000, -2);
  });

  it('says when the minimum is not below the maximum', () => {
    expect(rangeOfPrices('3000', '3000', PAIR, true)).toEqual({
      problem: 'The minimum price must be below the maximum price.',
    });
    expect(rangeOfPrices('4000', '2000', PAIR, false)).toEqual({
      problem: 'The minimum price must be below the maximum price.',
    });
  });

  it('says when a price lies beyond what a pool can hold', () => {
    const beyond = rangeOfPrices('1', `1${'0'.repeat(60)}`, PAIR, false);
    expect('problem' in beyond && beyond.problem).toMatch(/beyond the prices a pool can hold/);
  });

  it('takes the full range and preset widths on the spacing', () => {
    expect(fullRange(60)).toEqual({ tickLower: -887220, tickUpper: 887220 });
    const preset = presetRange(-200_000, 0.1, 60);
    expect(Math.abs(preset.tickLower % 60)).toBe(0);
    expect(preset.tickLower).toBeLessThan(-200_000);
    expect(preset.tickUpper).toBeGreaterThan(-200_000);
  });

  it('turns a starting price into the sqrt price a new pool starts at', () => {
    const start = startingPrice('1', { ...PAIR, token0: { ...PAIR.token0, decimals: 18 } }, false);
    expect(start).toEqual({ sqrtPriceX96: 2n ** 96n, tick: 0 });
    expect(startingPrice('0', PAIR, false)).toBeUndefined();
  });
});

describe('deposit amounts', () => {
  const pair = { ...PAIR, fee: 3000, hooks: '0x0000000000000000000000000000000000000000' } as const;
  const start = startingPrice('3000', pair, true);
  if (!start) throw new Error('no start');

  it('computes the other side from the one typed inside the range', () => {
    const range = presetRange(start.tick, 0.1, 60);
    const amounts = depositAmounts(pair, start, range, { token: 1, amount: 10n ** 18n });
    expect(amounts.amount1).toBe(10n ** 18n);
    // About 3000 USDC for 1 WETH in a range symmetric around 3000.
    expect(amounts.amount0).toBeGreaterThan(2_500n * 10n ** 6n);
    expect(amounts.amount0).toBeLessThan(3_500n * 10n ** 6n);
  });

  it('takes one side only when the range excludes the price', () => {
    const onSpacing = start.tick - (start.tick % 60);
    const above = { tickLower: onSpacing + 600, tickUpper: onSpacing + 1200 };
    expect(depositSides(start, above)).toEqual({ token0: true, token1: false });
    expect(depositAmounts(pair, start, above, { token: 1, amount: 10n ** 18n }).liquidity).toBe(0n);
    const amounts = depositAmounts(pair, start, above, { token: 0, amount: 1000n * 10n ** 6n });
    expect(amounts).toMatchObject({ amount0: 1000n * 10n ** 6n, amount1: 0n });
    expect(amounts.liquidity).toBeGreaterThan(0n);
  });
});
