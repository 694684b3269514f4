import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { backendCall } from '../../data/backendCall.ts';
import { retryAfterError } from '../../data/hooks/retryAfterError.ts';
import {
  RAMP_PATHS,
  type RampDirection,
  type RampQuote,
  type RampQuotesAnswer,
  type RampUnavailable,
} from '../../data/rampApi.ts';

/** Typing settles this long before a price is asked. */
const TYPING_PAUSE_MS = 300;
/** Prices move: a quote on screen is asked again this often. */
const QUOTE_REFRESH_MS = 15_000;

export interface RampQuotesState {
  quotes: readonly RampQuote[];
  unavailable: readonly RampUnavailable[];
  /** A price is being asked for the amount on screen. */
  isLoading: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** Every provider's quote for the amount typed, asked once typing pauses and again while on screen. */
export function useRampQuotes({
  direction,
  chain,
  token,
  fiatCurrency,
  fiatAmount,
  account,
  enabled,
}: {
  direction: RampDirection;
  chain: string;
  token: string | null | undefined;
  fiatCurrency: string;
  fiatAmount: string;
  account: string | undefined;
  enabled: boolean;
}): RampQuotesState {
  const [settled, setSettled] = useState(fiatAmount);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(fiatAmount), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [fiatAmount]);
  const asked = enabled && Number(settled) > 0;
  const query = new URLSearchParams({
    direction,
    chain,
    token: token ?? 'native',
    fiatCurrency,
    fiatAmount: settled,
    ...(account ? { account } : {}),
  });
  const swr = useSWR(
    asked ? `${RAMP_PATHS.quotes}?${query}` : null,
    (path: string) => backendCall<RampQuotesAnswer>(path),
    { refreshInterval: QUOTE_REFRESH_MS, onErrorRetry: retryAfterError, keepPreviousData: false },
  );
  const typing = settled !== fiatAmount && Number(fiatAmount) > 0;
  return {
    quotes: asked && !typing ? (swr.data?.quotes ?? []) : [],
    unavailable: asked && !typing ? (swr.data?.unavailable ?? []) : [],
    isLoading: typing || (asked && swr.isLoading),
    error: asked && !typing ? swr.error : undefined,
    retry: () => void swr.mutate(),
  };
}
