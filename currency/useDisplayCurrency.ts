import { useEffect, useSyncExternalStore } from 'react';
import { type DisplayCurrency, USD_DISPLAY } from '../money/displayCurrency.ts';
import { restoreSavedCurrency } from './currencyChoice.ts';
import { displayCurrency, subscribeDisplayCurrency } from './displayCurrencyStore.ts';

/**
 * The reader's display currency, for a component that shows money: it passes this to the formatters
 * (money/formatMoney.ts) and re-renders when it changes. Prerendered HTML and hydration read USD.
 */
export function useDisplayCurrency(): DisplayCurrency {
  return useSyncExternalStore(subscribeDisplayCurrency, displayCurrency, () => USD_DISPLAY);
}

/**
 * For the page frame only: the saved choice comes back after hydration, so the prerendered (USD) HTML
 * hydrates as it is; each component showing money then re-renders in it (`useDisplayCurrency`).
 */
export function useSavedCurrencyChoice(): void {
  useEffect(() => {
    void restoreSavedCurrency();
  }, []);
}
