import { formatUnits } from 'viem';
import { USD_DECIMALS } from '../balances/usdValue.ts';
import { formatUsd } from './formatNumbers.ts';

/** A USD value held in fixed point (balances/usdValue.ts) as text: the last step, after all the sums. */
export function formatUsdUnits(value: bigint): string {
  return formatUsd(Number(formatUnits(value, USD_DECIMALS)));
}
