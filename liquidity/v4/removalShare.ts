import { Percent } from '@uniswap/sdk-core';
import { LiquidityError } from './liquidityError.ts';

/** A remove page's percent, in (0, 100] with up to two decimals, as the share of liquidity to take out. */
export function removalShare(percent: number): Percent {
  const hundredths = Math.round(percent * 100);
  if (!Number.isFinite(percent) || hundredths <= 0 || hundredths > 10_000)
    throw new LiquidityError('invalid-percent', 'Choose a share between 0.01 % and 100 % to remove.');
  return new Percent(hundredths, 10_000);
}
