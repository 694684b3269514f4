import { useDeferredValue } from 'react';
import useSWRInfinite from 'swr/infinite';
import { retryAfterError } from './retryAfterError.ts';
import { useStableAnswer } from './useStableAnswer.ts';

export interface PagesState<TPage> {
  pages: TPage[] | undefined;
  error: Error | undefined;
  isLoading: boolean;
  isLoadingMore: boolean;
  /** Whether the last loaded page says another follows. */
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * Cursor paging through SWR: `loadPage(cursor)` fetches one page (through the app client, as GETs),
 * `nextCursor(page)` says where the next page starts, or `null` at the end.
 */
export function useDataApiPages<TPage, TCursor>(options: {
  /** Identifies the list; `null` while there is nothing to load yet. */
  key: string | null;
  loadPage: (cursor: TCursor | undefined) => Promise<TPage>;
  nextCursor: (page: TPage) => TCursor | null;
  firstPage?: TPage;
  /** The first page is shown at once but is not whole: fetch it on mount all the same. */
  firstPageIsPartial?: boolean;
  refreshInterval?: number;
}): PagesState<TPage> {
  const { key, loadPage, nextCursor } = options;
  const swr = useSWRInfinite<TPage, Error>(
    (index: number, previous: TPage | null): [string, TCursor | undefined] | null => {
      if (key === null) return null;
      if (index === 0) return [key, undefined];
      const cursor = previous === null ? null : nextCursor(previous);
      return cursor === null ? null : [key, cursor];
    },
    (pageKey) => loadPage((pageKey as [string, TCursor | undefined])[1]),
    {
      fallbackData: options.firstPage === undefined ? undefined : [options.firstPage],
      revalidateOnMount: options.firstPage === undefined || options.firstPageIsPartial === true,
      refreshInterval: options.refreshInterval,
      revalidateFirstPage: true,
      revalidateOnFocus: false,
      onErrorRetry: retryAfterError,
    },
  );
  // New pages render in the background, in slices, instead of one long task that blocks input.
  const pages = useDeferredValue(useStableAnswer(swr.data));
  return {
    pages,
    error: swr.error,
    isLoading: pages === undefined && !swr.error,
    // `isValidating` is read only while a page is asked for: SWR re-renders for the fields a component
    // reads, and every poll would otherwise render the list twice (validating, then done) for nothing.
    isLoadingMore: pages !== undefined && swr.size > pages.length && swr.isValidating,
    hasMore: pages !== undefined && pages.length > 0 && nextCursor(pages[pages.length - 1] as TPage) !== null,
    loadMore: () => void swr.setSize(swr.size + 1),
    retry: () => void swr.mutate(),
  };
}
