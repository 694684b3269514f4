import { Percent } from '@uniswap/sdk-core';
import { LiquidityError } from './liquidityError.ts';

/** A remove page's percent, in (0, 100] with up to two decimals, as the share of liquidity to take out. */
export function removalShare(percent: number): Percent {
  const hundredths = Math.round(percent * 100);
  if (!Number.isFinite(percent) || hundredths <= 0 || hundredths > 10_000)
    throw new LiquidityError('invalid-percent', 'Choose a share between 0.01 % and 100 % to remove.');
  return new Percent(hundredths, 10_000);
}

/**
 * The liquidity a remove of `share` takes out of a position holding `liquidity`, refused in words
 * when the position holds none or its share rounds down to none.
 */
export function removedLiquidity(share: Percent, liquidity: bigint): bigint {
  if (liquidity === 0n)
    throw new LiquidityError(
      'position-empty',
      'This position has no liquidity left to remove: collect its fees instead.',
    );
  const removed = BigInt(share.multiply(liquidity.toString()).quotient.toString());
  if (removed === 0n)
    throw new LiquidityError(
      'invalid-percent',
      'That share of this position is too small to remove: choose a larger one.',
    );
  return removed;
}
