import type { SwapQuote } from './quoteSwap.ts';
import { TradingError } from './tradingError.ts';

const BPS = 10_000n;

/** The least a swap may give (exact input) and the most it may take (exact output), within slippage. */
export interface SwapLimits {
  minimumOut: bigint;
  maximumIn: bigint;
}

export function swapLimits(
  quote: Pick<SwapQuote, 'tradeType' | 'amountIn' | 'amountOut' | 'kind'>,
  slippageBps: number,
): SwapLimits {
  // Wrapping is one to one: there is nothing to slip.
  if (quote.kind !== 'swap') return { minimumOut: quote.amountOut, maximumIn: quote.amountIn };
  const bps = BigInt(slippageBps);
  return quote.tradeType === 'exactIn'
    ? { minimumOut: (quote.amountOut * (BPS - bps)) / BPS, maximumIn: quote.amountIn }
    : { minimumOut: quote.amountOut, maximumIn: ceilDiv(quote.amountIn * (BPS + bps), BPS) };
}

/** A quote older than this is asked again before it is signed or sent. */
export const QUOTE_MAX_AGE_MS = 15_000;

export function isQuoteStale(quote: Pick<SwapQuote, 'quotedAt'>, now: number): boolean {
  return now - quote.quotedAt > QUOTE_MAX_AGE_MS;
}

/**
 * A fresh quote may replace the reviewed one only within the limits the trader saw: for exact input
 * the output must still reach the reviewed minimum, for exact output the input must stay under the
 * reviewed maximum. Otherwise the trade stops and the new price is shown for review again.
 */
export function assertWithinReviewedLimits(fresh: SwapQuote, reviewed: SwapLimits): void {
  const moved =
    fresh.tradeType === 'exactIn'
      ? fresh.amountOut < reviewed.minimumOut
      : fresh.amountIn > reviewed.maximumIn;
  if (moved)
    throw new TradingError(
      'price-moved',
      'The price moved beyond your slippage tolerance. Review the new quote.',
    );
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}
