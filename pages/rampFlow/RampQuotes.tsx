import '../../components/dataViews.css';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import type { RampDirection } from '../../data/rampApi.ts';
import { formatFiatAmount, formatFiatRate } from '../../money/formatMoney.ts';
import type { RampQuotesState } from './useRampQuotes.ts';

/**
 * The providers' quotes side by side, one to choose: what the money buys (or what a sale pays), the fee,
 * the rate and the time to settle; then the providers that give no price here, with the reason and,
 * for one on the internet, the way to its own checkout.
 */
export function RampQuotes({
  direction,
  amountText,
  state,
  chosenId,
  onChoose,
}: {
  direction: RampDirection;
  amountText: string;
  state: RampQuotesState;
  chosenId: string | undefined;
  onChoose: (providerId: string) => void;
}) {
  if (!(Number(amountText) > 0))
    return <p className="small muted ramp-quotes-note">Enter an amount to compare the providers’ prices.</p>;
  if (state.error)
    return (
      <p className="small wallet-error ramp-quotes-note" role="alert">
        {state.error.message}{' '}
        <button type="button" className="link-button" onClick={state.retry}>
          Retry
        </button>
      </p>
    );
  if (state.isLoading)
    return (
      <div className="ramp-quotes" role="status" aria-label="Getting prices">
        <div className="ramp-quote skeleton" />
      </div>
    );
  return (
    <>
      {state.quotes.length > 0 ? (
        <fieldset className="ramp-quotes">
          <legend className="visually-hidden">Providers</legend>
          {state.quotes.map((quote) => (
            <label key={quote.providerId} className="ramp-quote">
              <input
                type="radio"
                name="ramp-provider"
                className="visually-hidden"
                checked={quote.providerId === chosenId}
                onChange={() => onChoose(quote.providerId)}
              />
              <strong>{quote.providerName}</strong>
              <span className="ramp-quote-get">
                {direction === 'buy'
                  ? `${formatTokenAmount(BigInt(quote.tokenAmount), quote.tokenDecimals)} ${quote.tokenSymbol}`
                  : formatFiatAmount(quote.fiatNet, quote.fiatCurrency)}
              </span>
              <dl className="trade-details small">
                {direction === 'sell' ? (
                  <div>
                    <dt>You send</dt>
                    <dd>
                      {formatTokenAmount(BigInt(quote.tokenAmount), quote.tokenDecimals)} {quote.tokenSymbol}
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>Fee</dt>
                  <dd>{formatFiatAmount(quote.fee, quote.fiatCurrency)}</dd>
                </div>
                <div>
                  <dt>Rate</dt>
                  <dd>
                    1 {quote.tokenSymbol} = {formatFiatRate(quote.rate, quote.fiatCurrency)}
                  </dd>
                </div>
                <div>
                  <dt>Time</dt>
                  <dd>about {quote.settleSeconds} s</dd>
                </div>
              </dl>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="small muted ramp-quotes-note">No provider gives a price for this right now.</p>
      )}
      {state.unavailable.map((provider) => (
        <p key={provider.providerId} className="small muted ramp-quotes-note">
          <strong>{provider.providerName}</strong>: {provider.reason}{' '}
          {provider.checkoutUrl ? (
            <a href={provider.checkoutUrl} target="_blank" rel="noopener noreferrer">
              Continue at {provider.providerName}
            </a>
          ) : null}
        </p>
      ))}
    </>
  );
}
