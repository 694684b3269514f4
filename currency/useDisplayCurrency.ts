import { useEffect, useSyncExternalStore } from 'react';
import { restoreSavedCurrency } from './currencyChoice.ts';
import {
  type DisplayCurrency,
  displayCurrency,
  subscribeDisplayCurrency,
  USD_DISPLAY,
} from './displayCurrency.ts';

/** The display currency for a component that must react to it itself (a chart redraws in it). */
export function useDisplayCurrency(): DisplayCurrency {
  return useSyncExternalStore(subscribeDisplayCurrency, displayCurrency, () => USD_DISPLAY);
}

/**
 * For the page frame only. Every figure goes through the formatters, which read the display currency
 * when they run; the frame re-rendering on a change re-renders every page below it, so no page has to
 * know. The saved choice comes back after hydration, so the prerendered (USD) HTML hydrates as it is.
 */
export function useDisplayCurrencyForEveryFigure(): void {
  useDisplayCurrency();
  useEffect(() => {
    void restoreSavedCurrency();
  }, []);
}
