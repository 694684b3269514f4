import { useEffect, useRef, useState } from 'react';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import type { SwapCurrency } from '../../trading/swapCurrency.ts';
import {
  bpsAbove,
  formatPercent,
  type LimitPrice,
  outputAt,
  PRICE_DECIMALS,
  parsePercent,
  parsePrice,
  priceAbove,
} from './limitPrice.ts';

/** One click to a price this far above market, in basis points. */
const PRESETS = [0n, 100n, 500n, 1000n] as const;

/**
 * The limit price, typed as a price (output per one input) or as a percent above market, the market
 * price beside it, one-click presets; a price below market is flagged with what it would give away.
 */
export function LimitPriceField({
  input,
  output,
  market,
  marketError,
  price,
  onPrice,
  amount,
}: {
  input: SwapCurrency | undefined;
  output: SwapCurrency | undefined;
  market: LimitPrice | undefined;
  marketError: string | undefined;
  price: LimitPrice | undefined;
  onPrice: (price: LimitPrice | undefined) => void;
  amount: bigint | undefined;
}) {
  const [priceText, setPriceText] = useState('');
  const [percentText, setPercentText] = useState('');
  /** The price this field set last: any other came from elsewhere (the output field) and is shown here. */
  const ownPrice = useRef<LimitPrice | undefined>(undefined);
  const setOwnPrice = (next: LimitPrice | undefined) => {
    ownPrice.current = next;
    onPrice(next);
  };
  const pair = input && output ? `${input.address}-${output.address}` : '';
  // A new pair starts at the market price.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new pair only, not on each quote
  useEffect(() => {
    setPriceText('');
    setPercentText('');
    ownPrice.current = undefined;
    onPrice(undefined);
  }, [pair]);
  useEffect(() => {
    if (price === undefined && market !== undefined && priceText === '' && percentText === '') {
      ownPrice.current = market;
      onPrice(market);
      setPriceText(priceWords(market));
      setPercentText('0');
    }
  }, [price, market, priceText, percentText, onPrice]);
  useEffect(() => {
    if (price === undefined || price === ownPrice.current) return;
    ownPrice.current = price;
    setPriceText(priceWords(price));
    if (market) setPercentText(formatPercent(bpsAbove(price, market)));
  }, [price, market]);

  if (!input || !output) return null;
  const above = price !== undefined && market !== undefined ? bpsAbove(price, market) : undefined;
  const lost =
    above !== undefined && above < 0n && amount && price !== undefined && market !== undefined
      ? outputAt(market, amount, input, output) - outputAt(price, amount, input, output)
      : undefined;

  const typePrice = (text: string) => {
    setPriceText(text);
    const next = parsePrice(text);
    setOwnPrice(next);
    setPercentText(next !== undefined && market ? formatPercent(bpsAbove(next, market)) : '');
  };
  const typePercent = (text: string) => {
    setPercentText(text);
    const bps = parsePercent(text);
    if (bps === undefined || !market) return;
    const next = priceAbove(market, bps);
    setOwnPrice(next);
    setPriceText(priceWords(next));
  };

  return (
    <div className="trade-field limit-price" data-testid="limit-price">
      <div className="limit-price-head small muted">
        <label htmlFor="limit-price-input">
          When 1 {input.symbol} is worth ({output.symbol})
        </label>
        <span data-testid="limit-market">
          {market !== undefined
            ? `Market: ${priceWords(market)} ${output.symbol}`
            : marketError
              ? `No market price: ${marketError}`
              : 'Market: …'}
        </span>
      </div>
      <div className="trade-field-row">
        <input
          id="limit-price-input"
          className="trade-amount limit-price-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={priceText}
          onChange={(event) => typePrice(event.target.value.replace(',', '.'))}
        />
        <label className="limit-percent">
          <input
            aria-label="Percent above market"
            inputMode="decimal"
            autoComplete="off"
            value={percentText}
            onChange={(event) => typePercent(event.target.value.replace(',', '.'))}
          />
          <span aria-hidden="true">%</span>
        </label>
      </div>
      <div className="limit-presets">
        {PRESETS.map((bps) => (
          <button
            key={bps.toString()}
            type="button"
            className={above === bps ? 'limit-chip selected' : 'limit-chip'}
            disabled={market === undefined}
            onClick={() => typePercent(formatPercent(bps))}
          >
            {bps === 0n ? 'Market' : `+${formatPercent(bps)}%`}
          </button>
        ))}
      </div>
      {above !== undefined && above < 0n ? (
        <p className="swap-error small" role="alert" data-testid="limit-below-market">
          This price is {formatPercent(-above)}% below market
          {lost !== undefined
            ? `: you would get ${formatTokenAmount(lost, output.decimals)} ${output.symbol} less than a swap now`
            : ''}
          . A swap gives you more.
        </p>
      ) : null}
    </div>
  );
}

/** A price as people type it: up to 6 significant digits, no thousands separators. */
function priceWords(price: LimitPrice): string {
  return formatTokenAmount(price, PRICE_DECIMALS).replace(/,/g, '');
}
