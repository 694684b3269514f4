import { tokenAmountInputText } from '../components/tokenAmounts.ts';
import { formatUsd, type MoneyCurrency } from '../money/formatMoney.ts';
import { USD_DECIMALS } from './usdValue.ts';

/** A USD value held in fixed point (usdValue.ts) as text in `currency`: the last step, after all the sums. */
export function formatUsdUnits(value: bigint, currency: MoneyCurrency): string {
  const magnitude = Number(tokenAmountInputText(value < 0n ? -value : value, USD_DECIMALS));
  return formatUsd(value < 0n ? -magnitude : magnitude, currency);
}
