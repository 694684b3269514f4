import { TickMath } from '@uniswap/v3-sdk';

/**
 * The tick a price falls in (the greatest whose price is not above it), as a pool stores it beside its
 * √price: found by bisection over the SDK's exact tick prices, so no float and no JSBI reach the caller.
 */
export function tickAtSqrtPrice(sqrtPriceX96: bigint): number {
  let low = TickMath.MIN_TICK;
  let high = TickMath.MAX_TICK;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (BigInt(TickMath.getSqrtRatioAtTick(middle).toString()) <= sqrtPriceX96) low = middle;
    else high = middle - 1;
  }
  return low;
}
