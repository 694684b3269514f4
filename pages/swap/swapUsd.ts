import { tokenAmountInputText } from '../../components/tokenAmounts.ts';
import { formatUsd, type MoneyCurrency } from '../../money/formatMoney.ts';
import type { SwapCurrency } from '../../trading/swapCurrency.ts';

/**
 * An amount's worth as text in `displayCurrency` (from the Data API's USD price; the multiplication is
 * the formatting's last step).
 */
export function formatUsdValue(
  currency: SwapCurrency | undefined,
  amount: bigint | undefined,
  displayCurrency: MoneyCurrency,
): string | undefined {
  if (!currency?.usdPrice || amount === undefined) return undefined;
  return formatUsd(
    Number(tokenAmountInputText(amount, currency.decimals)) * currency.usdPrice,
    displayCurrency,
  );
}
