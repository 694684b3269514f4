import type { TadaDocumentNode } from 'gql.tada';
import { useDeferredValue } from 'react';
import useSWR, { preload } from 'swr';
import { dataApiQueryKey } from '../queryKey.ts';
import { appDataApi } from './appDataApi.ts';
import { retryAfterError } from './retryAfterError.ts';
import { useStableAnswer } from './useStableAnswer.ts';

export interface QueryOptions<TResult> {
  /** Data the page already has (prerendered into the HTML); shown at once, then revalidated. */
  fallbackData?: TResult;
  /** Polling period in ms (prices, transactions). */
  refreshInterval?: number;
}

export interface QueryState<TResult> {
  data: TResult | undefined;
  error: Error | undefined;
  isLoading: boolean;
  /** Fetches again (the Retry of error states). */
  retry: () => void;
}

/**
 * One Data API query through SWR, sent as GET so the service worker can cache it. `variables: null`
 * means "not yet" (e.g. a shell page before it has read its URL).
 */
export function useDataApiQuery<TResult, TVariables extends Record<string, unknown>>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables | null,
  options: QueryOptions<TResult> = {},
): QueryState<TResult> {
  return useDataApiLoader(
    variables === null ? null : dataApiQueryKey(document, variables),
    () => appDataApi.request(document, variables as TVariables, { method: 'GET' }),
    options,
  );
}

/**
 * Starts a query before its page renders (a shell that knows its variables from the address bar as its
 * code loads): the page's `useDataApiQuery` with the same variables takes this answer, not a second one.
 */
export function preloadDataApiQuery<TResult, TVariables extends Record<string, unknown>>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
): void {
  void preload(dataApiQueryKey(document, variables), () =>
    appDataApi.request(document, variables, { method: 'GET' }),
  ).catch(() => {});
}

/** The same states for a load made of several queries (e.g. candles, then the price-history fallback). */
export function useDataApiLoader<TResult>(
  key: string | null,
  load: () => Promise<TResult>,
  options: QueryOptions<TResult> = {},
): QueryState<TResult> {
  const swr = useSWR(key, load, {
    fallbackData: options.fallbackData,
    // Prerendered data is fresh enough for the first paint; polling (or the next visit) refreshes it.
    revalidateOnMount: options.fallbackData === undefined,
    refreshInterval: options.refreshInterval,
    keepPreviousData: true,
    revalidateOnFocus: false,
    onErrorRetry: retryAfterError,
  });
  // An answer re-renders its view in the background, in slices, instead of one long task that
  // blocks input (a page's whole body, charts and tables, when its data arrives).
  const data = useDeferredValue(useStableAnswer(swr.data));
  return {
    data,
    error: swr.error instanceof Error ? swr.error : undefined,
    isLoading: data === undefined && !swr.error,
    retry: () => void swr.mutate(),
  };
}
