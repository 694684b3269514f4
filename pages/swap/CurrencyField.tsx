import { TokenLogo } from '../../components/TokenLogo.tsx';
import { formatTokenAmount, isAmountInputText } from '../../components/tokenAmounts.ts';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import type { SwapField } from '../../preview/pagePaths.ts';
import type { SwapCurrency } from '../../trading/swapCurrency.ts';
import { formatUsdValue } from './swapUsd.ts';

/**
 * One side of the swap: the amount (typed, or the quote's when the other side was typed), its token
 * button, its USD value, and the account's balance with Max on the paying side.
 */
export function CurrencyField({
  field,
  currency,
  text,
  amount,
  quoting,
  balance,
  onType,
  onMax,
  onPickToken,
}: {
  field: SwapField;
  currency: SwapCurrency | undefined;
  /** What the field shows: the typed text, or the quoted amount as text. */
  text: string;
  /** The field's amount in raw units, for its USD value. */
  amount: bigint | undefined;
  quoting: boolean;
  balance: bigint | undefined;
  onType: (text: string) => void;
  onMax: (() => void) | undefined;
  onPickToken: () => void;
}) {
  const id = `swap-${field}-amount`;
  const label = field === 'input' ? 'You pay' : 'You receive';
  const usd = formatUsdValue(currency, amount, useDisplayCurrency());
  return (
    <div className="trade-field swap-field" data-testid={`swap-${field}`}>
      <label htmlFor={id} className="small muted">
        {label}
      </label>
      <div className="trade-field-row">
        <input
          id={id}
          className={quoting ? 'trade-amount swap-amount quoting' : 'trade-amount swap-amount'}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          value={text}
          aria-busy={quoting}
          onChange={(event) => {
            const next = event.target.value.replace(',', '.');
            if (isAmountInputText(next, currency?.decimals ?? 18)) onType(next);
          }}
        />
        <button
          type="button"
          className={currency ? 'trade-token-button token-button' : 'trade-token-button token-button empty'}
          onClick={onPickToken}
          aria-label={
            currency
              ? `${currency.symbol}: change the token (${label.toLowerCase()})`
              : `Select token (${label.toLowerCase()})`
          }
        >
          {currency ? (
            <>
              <TokenLogo src={currency.logoUrl} symbol={currency.symbol} size={24} />
              <span>{currency.symbol}</span>
            </>
          ) : (
            <span>Select token</span>
          )}
          <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
            <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
          </svg>
        </button>
      </div>
      <div className="swap-field-foot small muted">
        <span>{usd ?? '\u00a0'}</span>
        {currency && balance !== undefined ? (
          <span className="swap-balance">
            Balance: {formatTokenAmount(balance, currency.decimals)}
            {onMax && balance > 0n ? (
              <button type="button" className="max-button" onClick={onMax}>
                Max
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
    </div>
  );
}
