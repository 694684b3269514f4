import { formatUsd } from '../../components/formatNumbers.ts';
import { tokenAmountInputText } from '../../components/tokenAmounts.ts';
import type { SwapCurrency } from '../../trading/swapCurrency.ts';

/** An amount's USD value as text (the Data API price; the multiplication is the formatting's last step). */
export function formatUsdValue(
  currency: SwapCurrency | undefined,
  amount: bigint | undefined,
): string | undefined {
  if (!currency?.usdPrice || amount === undefined) return undefined;
  return formatUsd(Number(tokenAmountInputText(amount, currency.decimals)) * currency.usdPrice);
}
