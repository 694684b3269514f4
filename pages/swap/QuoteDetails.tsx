import type { Address } from 'viem';
import { formatRate, formatTokenAmount, tokenAmountInputText } from '../../components/tokenAmounts.ts';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import { formatFeeTier } from '../../data/feeTier.ts';
import { formatUsd } from '../../money/formatMoney.ts';
import { V2_FEE } from '../../protocol/feeTiers.ts';
import { WELL_KNOWN_TOKENS } from '../../protocol/wellKnownTokens.ts';
import type { SwapQuote } from '../../trading/quoteSwap.ts';
import { NATIVE_ETH, type SwapCurrency, sameAddress, v4CurrencyAddress } from '../../trading/swapCurrency.ts';
import { swapLimits } from '../../trading/swapLimits.ts';
import type { RouteSlice } from '../../trading/swapRoutes.ts';
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
      <div>
        <dt>Route</dt>
        <dd data-testid="swap-route">{routeText(quote)}</dd>
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

/**
 * `V3 · USDC → WETH (0.05%)`, `V2 + V3 · UNI → WETH → LINK (0.3%, 0.05%)`, `WETH9 wrap`; a split in
 * words, one slice after another: `60 % V3 0.05% · 40 % V2 0.3% via DAI`.
 */
export function routeText(quote: SwapQuote): string {
  const [only, ...others] = quote.slices;
  if (!only) return quote.kind === 'wrap' ? 'Wrap through WETH9 (1:1)' : 'Unwrap through WETH9 (1:1)';
  if (others.length > 0) return quote.slices.map((slice) => sliceText(quote, slice)).join(' · ');
  const { route } = only;
  const symbols = route.path.map((address, index) =>
    // ETH trades as WETH in V2 and V3 pools; the trader still pays or receives ETH.
    index === 0 && quote.input.address === null
      ? 'ETH'
      : index === route.path.length - 1 && quote.output.address === null
        ? 'ETH'
        : hopSymbol(address, quote.input, quote.output),
  );
  const fees = route.pools.map((pool) => formatFeeTier(pool.version === 'V2' ? V2_FEE : pool.fee));
  return `${versionsText(only)} · ${symbols.join(' → ')} (${fees.join(', ')})`;
}

/** `40 % V2 0.3% via DAI`: one slice of a split, its share, its pools' versions and fees, its hops. */
function sliceText(quote: SwapQuote, slice: RouteSlice): string {
  const fees = slice.route.pools.map((pool) => formatFeeTier(pool.version === 'V2' ? V2_FEE : pool.fee));
  const hops = slice.route.path.slice(1, -1).map((address) => hopSymbol(address, quote.input, quote.output));
  return `${slice.percent} % ${versionsText(slice)} ${fees.join(', ')}${hops.length > 0 ? ` via ${hops.join(', ')}` : ''}`;
}

/** `V3`, or `V2 + V3` for a route that passes between versions. */
function versionsText(slice: RouteSlice): string {
  return [...new Set(slice.route.pools.map((pool) => pool.version))].join(' + ');
}

function hopSymbol(address: Address, input: SwapCurrency, output: SwapCurrency): string {
  if (sameAddress(address, v4CurrencyAddress(NATIVE_ETH))) return 'ETH';
  for (const currency of [input, output])
    if (currency.address && sameAddress(currency.address, address)) return currency.symbol;
  for (const [symbol, token] of Object.entries(WELL_KNOWN_TOKENS))
    if (sameAddress(address, token)) return symbol;
  return `${address.slice(0, 6)}…`;
}
