import { chooseCurrency } from '../currency/currencyChoice.ts';
import { useDisplayCurrency } from '../currency/useDisplayCurrency.ts';
import { isOfferedCurrency, OFFERED_CURRENCIES } from '../money/displayCurrency.ts';
import { useHydrated } from './useHydrated.ts';
import './Spinner.css';
import './CurrencySelect.css';

/**
 * The top bar's currency: every figure on the site is shown in it. While the chosen currency's rate
 * loads, or when the Data API cannot give it, figures stay in the currency they are in, and a small note
 * beside the selector says so (the note retries on a click).
 */
export function CurrencySelect() {
  const hydrated = useHydrated();
  const { code, chosen, rateStatus } = useDisplayCurrency();
  return (
    <div className="currency-select">
      <label>
        <span className="visually-hidden">Currency</span>
        <select
          className="input"
          value={chosen}
          disabled={!hydrated}
          onChange={(event) => {
            if (isOfferedCurrency(event.target.value)) void chooseCurrency(event.target.value);
          }}
        >
          {OFFERED_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      </label>
      {rateStatus === 'loading' ? (
        <span className="currency-note small muted" role="status" title={`Loading the ${chosen} rate`}>
          <span className="visually-hidden">
            Loading the {chosen} rate; figures stay in {code}
          </span>
          <span aria-hidden="true" className="spinner currency-loading" />
        </span>
      ) : rateStatus === 'unavailable' ? (
        <button
          type="button"
          className="currency-note currency-unavailable small"
          title={`No ${chosen} rate from the Data API: figures are in ${code}. Click to try again.`}
          onClick={() => void chooseCurrency(chosen)}
        >
          <span aria-hidden="true">!</span> {code}
          <span className="visually-hidden">
            : no {chosen} rate, figures shown in {code}. Try again
          </span>
        </button>
      ) : null}
    </div>
  );
}
