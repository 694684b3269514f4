import useSWR from 'swr';
import { useWhenChainAnswersAgain } from '../../components/useWhenChainAnswersAgain.ts';
import type { SwapQuote, SwapRequest } from '../../trading/quoteSwap.ts';
import { currencyKey } from '../../trading/swapCurrency.ts';
import { TradingError } from '../../trading/tradingError.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { loadSwapChainReads } from './loadSwapChainReads.ts';

/** A quote is asked again this often while the form is open, so it never ages past the limit. */
const QUOTE_REFRESH_MS = 10_000;

export interface SwapQuoteState {
  quote: SwapQuote | undefined;
  error: TradingError | undefined;
  isLoading: boolean;
  refresh(): Promise<SwapQuote | undefined>;
}

/**
 * The best on-chain quote for the form's swap, refreshed while the form is open. Each keystroke asks
 * at once (a quote takes tens of milliseconds, and within a block only its quote batch): waiting for
 * typing to pause would hold back every quote by the pause, and the answer to an amount since changed is
 * never shown (its key is no longer asked).
 */
export function useSwapQuote(request: SwapRequest | undefined): SwapQuoteState {
  const chain = useTradingChain();
  const key = request
    ? [
        'swap-quote',
        chain.id,
        currencyKey(request.input),
        currencyKey(request.output),
        request.tradeType,
        request.amount.toString(),
      ]
    : null;
  const swr = useSWR(key, async () => (await loadSwapChainReads()).quote(request as SwapRequest), {
    refreshInterval: QUOTE_REFRESH_MS,
    revalidateOnFocus: true,
    // SWR's polling skips a key in error: a failed quote (the chain restarting, its pools not yet
    // seeded) is asked again at the quote's own pace, and at once when the chain answers again.
    onErrorRetry: (_error, _key, _config, revalidate, options) => {
      setTimeout(() => void revalidate(options), QUOTE_REFRESH_MS);
    },
    keepPreviousData: false,
  });
  useWhenChainAnswersAgain(() => void swr.mutate());
  return {
    quote: swr.data,
    error: swr.error ? asTradingError(swr.error) : undefined,
    isLoading: request !== undefined && swr.data === undefined && !swr.error,
    refresh: () => swr.mutate(),
  };
}

/** The chain reads describe their failures; a failure to load them at all is the network's. */
function asTradingError(error: unknown): TradingError {
  return error instanceof TradingError
    ? error
    : new TradingError(
        'rpc-unreachable',
        'Could not load the quoting code. Check the connection and try again.',
        {
          cause: error,
        },
      );
}
