import { USD_DECIMALS } from '../balances/usdValue.ts';
import { formatUsd } from './formatNumbers.ts';
import { tokenAmountInputText } from './tokenAmounts.ts';

/** A USD value held in fixed point (balances/usdValue.ts) as text: the last step, after all the sums. */
export function formatUsdUnits(value: bigint): string {
  const magnitude = Number(tokenAmountInputText(value < 0n ? -value : value, USD_DECIMALS));
  return formatUsd(value < 0n ? -magnitude : magnitude);
}
