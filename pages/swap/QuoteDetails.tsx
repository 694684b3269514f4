import { formatRate, formatTokenAmount, tokenAmountInputText } from '../../components/tokenAmounts.ts';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import { formatUsd } from '../../money/formatMoney.ts';
import type { SwapQuote } from '../../trading/quoteSwap.ts';
import { swapLimits } from '../../trading/swapLimits.ts';
import { RouteDiagram } from './RouteDiagram.tsx';
import { routeText } from './routeText.ts';
import { formatBps, formatPpm } from './swapPercent.ts';

/** Price impact above this is shown as a warning (UI: red is for what hurts). */
const HIGH_PRICE_IMPACT_PPM = 30_000n;

/**
 * What the quote means, under the card and in the review: the rate, the route with its pools and fee
 * tiers, price impact, the minimum received or maximum sent at the trader's slippage, network cost.
 */
export function QuoteDetails({
  quote,
  slippageBps,
  ethUsdPrice,
}: {
  quote: SwapQuote;
  slippageBps: number;
  ethUsdPrice: number | undefined;
}) {
  const displayCurrency = useDisplayCurrency();
  const { input, output } = quote;
  const limits = swapLimits(quote, slippageBps);
  const cost = quote.gasEstimate * quote.gasPrice;
  const costUsd = ethUsdPrice
    ? formatUsd(Number(tokenAmountInputText(cost, 18)) * ethUsdPrice, displayCurrency)
    : undefined;
  const impactHigh = quote.priceImpactPpm !== undefined && quote.priceImpactPpm >= HIGH_PRICE_IMPACT_PPM;
  return (
    <dl className="trade-details small">
      <div>
        <dt>Rate</dt>
        <dd data-testid="swap-rate">
          1 {input.symbol} = {formatRate(quote.amountIn, input.decimals, quote.amountOut, output.decimals)}{' '}
          {output.symbol}
        </dd>
      </div>
      <div className="route-row">
        <dt>Route</dt>
        <dd data-testid="swap-route">{routeText(quote)}</dd>
        {quote.slices.length > 0 && (
          <dd className="route-diagram-cell">
            <RouteDiagram quote={quote} />
          </dd>
        )}
      </div>
      {quote.priceImpactPpm !== undefined ? (
        <div>
          <dt>Price impact</dt>
          <dd className={impactHigh ? 'impact-high' : undefined}>{formatPpm(quote.priceImpactPpm)}</dd>
        </div>
      ) : null}
      {quote.kind === 'swap' ? (
        quote.tradeType === 'exactIn' ? (
          <div>
            <dt>Minimum received</dt>
            <dd data-testid="swap-minimum-received">
              {formatTokenAmount(limits.minimumOut, output.decimals)} {output.symbol}
            </dd>
          </div>
        ) : (
          <div>
            <dt>Maximum sent</dt>
            <dd data-testid="swap-maximum-sent">
              {formatTokenAmount(limits.maximumIn, input.decimals)} {input.symbol}
            </dd>
          </div>
        )
      ) : null}
      {quote.kind === 'swap' ? (
        <div>
          <dt>Max slippage</dt>
          <dd>{formatBps(slippageBps)}</dd>
        </div>
      ) : null}
      {(['input', 'output'] as const).map((side) => {
        const fee = quote.transferFees[side];
        const currency = side === 'input' ? input : output;
        return fee ? (
          <div key={side} className="impact-high" data-testid={`swap-token-fee-${side}`}>
            <dt>{currency.symbol} fee</dt>
            <dd>
              {formatBps(Number(fee.bps))} of every transfer ·{' '}
              {formatTokenAmount(fee.amount, currency.decimals)} {currency.symbol}{' '}
              {side === 'input' ? 'never reaches the pool' : 'never reaches you'}
            </dd>
          </div>
        ) : null;
      })}
      <div>
        <dt>Network cost</dt>
        <dd data-testid="swap-network-cost">
          ≈ {formatTokenAmount(cost, 18, 4)} ETH{costUsd ? ` · ${costUsd}` : ''}
        </dd>
      </div>
    </dl>
  );
}
