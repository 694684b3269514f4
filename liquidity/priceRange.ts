import { encodeSqrtRatioX96, nearestUsableTick, TickMath } from '@uniswap/v3-sdk';
import { LiquidityError } from './liquidityError.ts';

/** A position's price range as the protocol holds it: two ticks on the pool's tick spacing (V3 and V4). */
export interface TickRange {
  tickLower: number;
  tickUpper: number;
}

/** The widths the create page offers besides full range: ± this many percent around the current price. */
export const RANGE_WIDTH_PRESETS = [1, 5, 10, 20, 50] as const;

const BPS = 10_000;

/** Every price the pool can hold: the outermost ticks on its spacing. */
export function fullRange(tickSpacing: number): TickRange {
  return {
    tickLower: nearestUsableTick(TickMath.MIN_TICK, tickSpacing),
    tickUpper: nearestUsableTick(TickMath.MAX_TICK, tickSpacing),
  };
}

/**
 * From `widthPercent` below to `widthPercent` above the price at `tick` (−10 % to +10 % for 10), snapped
 * to the tick spacing, never narrower than one spacing and never past full range.
 */
export function rangeAroundTick(tick: number, widthPercent: number, tickSpacing: number): TickRange {
  const outer = fullRange(tickSpacing);
  const widthBps = Math.round(widthPercent * 100);
  // The ticks of the ratios 1 − w and 1 + w: exact integer math, whatever the price.
  const down =
    widthBps >= BPS ? -Infinity : TickMath.getTickAtSqrtRatio(encodeSqrtRatioX96(BPS - widthBps, BPS));
  const up = TickMath.getTickAtSqrtRatio(encodeSqrtRatioX96(BPS + widthBps, BPS));
  const snap = (target: number) =>
    nearestUsableTick(Math.min(Math.max(target, TickMath.MIN_TICK), TickMath.MAX_TICK), tickSpacing);
  const tickLower = Math.max(snap(tick + down), outer.tickLower);
  const tickUpper = Math.min(Math.max(snap(tick + up), tickLower + tickSpacing), outer.tickUpper);
  return { tickLower: Math.min(tickLower, tickUpper - tickSpacing), tickUpper };
}

/** Refuses a range the position managers would refuse, saying what is wrong with it. */
export function checkRange({ tickLower, tickUpper }: TickRange, tickSpacing: number): void {
  if (tickLower >= tickUpper)
    throw new LiquidityError('invalid-range', 'The minimum price must be lower than the maximum price.');
  if (tickLower < TickMath.MIN_TICK || tickUpper > TickMath.MAX_TICK)
    throw new LiquidityError(
      'range-out-of-bounds',
      `The range reaches past the prices a pool can hold (ticks ${TickMath.MIN_TICK} to ${TickMath.MAX_TICK}): choose full range instead.`,
    );
  if (tickLower % tickSpacing !== 0 || tickUpper % tickSpacing !== 0)
    throw new LiquidityError(
      'invalid-range',
      `The range's prices must sit on the pool's ticks (every ${tickSpacing}th): snap them to the nearest.`,
    );
}

/** Where the price stands against a range: below it the range holds only token0, above it only token1. */
export type RangeStatus = 'below' | 'in-range' | 'above';

export function rangeStatus(tick: number, { tickLower, tickUpper }: TickRange): RangeStatus {
  if (tick < tickLower) return 'below';
  return tick < tickUpper ? 'in-range' : 'above';
}
