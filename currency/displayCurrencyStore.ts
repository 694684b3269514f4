import { type DisplayCurrency, USD_DISPLAY } from '../money/displayCurrency.ts';

/**
 * The reader's display currency in the browser: one mutable value the currency selector sets and
 * `useDisplayCurrency` reads. Only pages and components read it (through the hook), and they pass it to
 * the formatters; the worker and the previews have no reader, so they pass USD.
 */
let current: DisplayCurrency = USD_DISPLAY;
const listeners = new Set<() => void>();

/** For `useSyncExternalStore` and the currency choice: the same object until something changes. */
export function displayCurrency(): DisplayCurrency {
  return current;
}

export function subscribeDisplayCurrency(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setDisplayCurrency(next: DisplayCurrency): void {
  if (
    next.code === current.code &&
    next.rate === current.rate &&
    next.chosen === current.chosen &&
    next.rateStatus === current.rateStatus
  )
    return;
  current = next;
  for (const listener of listeners) listener();
}
