import { formatUnits } from 'viem';
import { USD_DECIMALS } from '../balances/usdValue.ts';
import { formatAmount, formatUsd } from './formatNumbers.ts';

/** Amounts are bigints in the token's smallest unit up to here: these are the last step, to text. */

/** A balance at a glance: 4 significant digits, compact when large (`1.235`, `12.3K`). */
export function formatTokenAmount(amount: bigint, decimals: number): string {
  return formatAmount(formatUnits(amount, decimals));
}

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** An amount to the last unit, digits grouped (`1,234.500001`): what a review or a receipt states. */
export function formatExactTokenAmount(amount: bigint, decimals: number): string {
  const [whole = '0', fraction] = formatUnits(amount, decimals).split('.');
  const grouped = whole.startsWith('-')
    ? `-${grouping.format(BigInt(whole.slice(1)))}`
    : grouping.format(BigInt(whole));
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** A USD value held in usdValue.ts units. */
export function formatUsdUnits(value: bigint): string {
  return formatUsd(Number(formatUnits(value, USD_DECIMALS)));
}
