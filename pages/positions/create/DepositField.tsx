import { TokenLogo } from '../../../components/TokenLogo.tsx';
import { formatTokenAmount, isAmountInputText } from '../../../components/tokenAmounts.ts';
import type { SwapCurrency } from '../../../trading/swapCurrency.ts';

/**
 * One token of the deposit: the amount (typed, or computed from the other side and read-only until
 * typed into), its balance with Max, and why it is closed when the range takes none of it.
 */
export function DepositField({
  index,
  currency,
  text,
  balance,
  closedReason,
  beyondBalance,
  onType,
}: {
  index: 0 | 1;
  currency: SwapCurrency;
  text: string;
  balance: bigint | undefined;
  /** Why this side takes nothing (the range lies wholly on the other side of the price). */
  closedReason: string | undefined;
  beyondBalance: boolean;
  onType: (text: string) => void;
}) {
  const id = `deposit-${index}`;
  return (
    <div className="trade-field flow-field" data-testid={`deposit-${currency.symbol}`}>
      <label htmlFor={id} className="small muted">
        Deposit {currency.symbol}
      </label>
      <div className="trade-field-row">
        <input
          id={id}
          className="trade-amount flow-amount-input"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          value={closedReason ? '0' : text}
          disabled={closedReason !== undefined}
          aria-invalid={beyondBalance}
          aria-describedby={`${id}-note`}
          onChange={(event) => {
            const next = event.target.value.replace(',', '.');
            if (isAmountInputText(next, currency.decimals)) onType(next);
          }}
        />
        <span className="trade-token-button token-button">
          <TokenLogo src={currency.logoUrl} symbol={currency.symbol} size={24} />
          <span>{currency.symbol}</span>
        </span>
      </div>
      <div id={`${id}-note`} className="flow-field-foot small muted">
        <span className={beyondBalance ? 'field-error' : undefined}>
          {closedReason ?? (beyondBalance ? `More than your ${currency.symbol} balance` : '\u00a0')}
        </span>
        {balance !== undefined ? <span>Balance: {formatTokenAmount(balance, currency.decimals)}</span> : null}
      </div>
    </div>
  );
}
