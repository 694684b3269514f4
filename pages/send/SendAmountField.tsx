import { formatUsdUnits } from '../../balances/formatUsdUnits.ts';
import { usdValueOf } from '../../balances/usdValue.ts';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { formatTokenAmount, isAmountInputText } from '../../components/tokenAmounts.ts';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import type { SwapTokenData } from '../../data/hooks/useSwapTokens.ts';
import type { MoneyCurrency } from '../../money/formatMoney.ts';

export type AmountUnit = 'token' | 'usd';

/**
 * What is sent: the amount (typed in the token or in USD, the other unit shown under it), the token
 * button that opens the picker, and the balance with Max.
 */
export function SendAmountField({
  amountText,
  onAmountText,
  unit,
  onSwitchUnit,
  token,
  amount,
  price,
  balance,
  onMax,
  onSelectToken,
}: {
  amountText: string;
  onAmountText: (text: string) => void;
  unit: AmountUnit;
  onSwitchUnit: () => void;
  token: SwapTokenData | undefined;
  amount: bigint | undefined;
  price: bigint | undefined;
  /** undefined while disconnected or while it is read. */
  balance: bigint | undefined;
  onMax: () => void;
  onSelectToken: () => void;
}) {
  const displayCurrency = useDisplayCurrency();
  const decimals = token?.decimals ?? 18;
  return (
    <div className="trade-field send-field">
      <label htmlFor="send-amount" className="small muted">
        You're sending
      </label>
      <div className="trade-field-row">
        {unit === 'usd' ? <span className="send-amount-prefix">$</span> : null}
        <input
          id="send-amount"
          className="trade-amount send-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={amountText}
          onChange={(event) => {
            const text = event.target.value.replace(',', '.');
            if (isAmountInputText(text, unit === 'usd' ? 2 : decimals)) onAmountText(text);
          }}
        />
        <button type="button" className="trade-token-button send-token-button" onClick={onSelectToken}>
          {token ? <TokenLogo src={token.project?.logoUrl} symbol={token.symbol} size={24} /> : null}
          <span>{token?.symbol ?? 'Select token'}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
            <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="send-amount-meta small muted">
        <button
          type="button"
          className="link-button"
          disabled={price === undefined}
          onClick={onSwitchUnit}
          aria-label={
            unit === 'token' ? 'Enter the amount in USD' : `Enter the amount in ${token?.symbol ?? 'tokens'}`
          }
        >
          {otherSide(unit, amount, decimals, price, token?.symbol ?? '', displayCurrency)}
        </button>
        {balance !== undefined && token ? (
          <span>
            Balance: {`${formatTokenAmount(balance, decimals)} ${token.symbol}`}
            {balance > 0n ? (
              <button type="button" className="link-button send-max" onClick={onMax}>
                Max
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** The amount in the other unit, under the field: `≈ $1,234.56`, or `≈ 0.5 ETH`. */
function otherSide(
  unit: AmountUnit,
  amount: bigint | undefined,
  decimals: number,
  price: bigint | undefined,
  symbol: string,
  displayCurrency: MoneyCurrency,
): string {
  if (price === undefined) return 'No USD price';
  if (unit === 'usd') return `≈ ${formatTokenAmount(amount ?? 0n, decimals)} ${symbol}`;
  return `≈ ${formatUsdUnits(usdValueOf(amount ?? 0n, decimals, price), displayCurrency)}`;
}
