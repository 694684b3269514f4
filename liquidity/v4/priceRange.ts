import { nearestUsableTick, TickMath } from '@uniswap/v3-sdk';
import { LiquidityError } from './liquidityError.ts';

/** A position's price range as the protocol holds it: two ticks on the pool's tick spacing (V3 and V4). */
export interface TickRange {
  tickLower: number;
  tickUpper: number;
}

/** Every price the pool can hold: the outermost ticks on its spacing. */
export function fullRange(tickSpacing: number): TickRange {
  return {
    tickLower: nearestUsableTick(TickMath.MIN_TICK, tickSpacing),
    tickUpper: nearestUsableTick(TickMath.MAX_TICK, tickSpacing),
  };
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
