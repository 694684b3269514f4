import { afterEach, describe, expect, it } from 'vitest';
import { type OfferedCurrency, USD_DISPLAY } from '../money/displayCurrency.ts';
import {
  CURRENCY_STORAGE_KEY,
  type CurrencyChoiceDeps,
  chooseCurrency,
  restoreSavedCurrency,
} from './currencyChoice.ts';
import { displayCurrency, setDisplayCurrency } from './displayCurrencyStore.ts';

const NOW = 1_800_000_000_000;

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

/** A rate loader whose answers the test releases one by one. */
function pendingRates() {
  const waiting: { code: OfferedCurrency; answer: (rate: number | undefined) => void }[] = [];
  const loadRate = (code: OfferedCurrency) =>
    new Promise<number | undefined>((answer) => waiting.push({ code, answer }));
  return { loadRate, waiting };
}

afterEach(() => setDisplayCurrency(USD_DISPLAY));

describe('currency choice', () => {
  it('keeps USD on screen while the rate loads, then shows the currency at the rate', async () => {
    const rates = pendingRates();
    const storage = memoryStorage();
    const deps: CurrencyChoiceDeps = { loadRate: rates.loadRate, storage, now: () => NOW };
    const chosen = chooseCurrency('EUR', deps);
    expect(displayCurrency()).toEqual({ code: 'USD', rate: 1, chosen: 'EUR', rateStatus: 'loading' });
    rates.waiting[0]?.answer(0.95);
    await chosen;
    expect(displayCurrency()).toEqual({ code: 'EUR', rate: 0.95, chosen: 'EUR', rateStatus: 'ready' });
    expect(JSON.parse(storage.items.get(CURRENCY_STORAGE_KEY) ?? '')).toEqual({
      code: 'EUR',
      rate: 0.95,
      savedAt: NOW,
    });
  });

  it('stays in USD and says the rate is unavailable when the Data API has none or fails', async () => {
    const storage = memoryStorage();
    await chooseCurrency('JPY', { loadRate: async () => undefined, storage, now: () => NOW });
    expect(displayCurrency()).toEqual({ code: 'USD', rate: 1, chosen: 'JPY', rateStatus: 'unavailable' });
    await chooseCurrency('GBP', {
      loadRate: () => Promise.reject(new Error('network')),
      storage,
      now: () => NOW,
    });
    expect(displayCurrency()).toMatchObject({
      code: 'USD',
      rate: 1,
      chosen: 'GBP',
      rateStatus: 'unavailable',
    });
  });

  it('lets the latest choice win over a rate that answers late', async () => {
    const rates = pendingRates();
    const deps: CurrencyChoiceDeps = { loadRate: rates.loadRate, storage: memoryStorage(), now: () => NOW };
    const first = chooseCurrency('EUR', deps);
    const second = chooseCurrency('JPY', deps);
    rates.waiting[1]?.answer(154);
    await second;
    rates.waiting[0]?.answer(0.95);
    await first;
    expect(displayCurrency()).toMatchObject({ code: 'JPY', rate: 154 });
  });

  it('restores a saved choice at its remembered rate, and refreshes the rate', async () => {
    const rates = pendingRates();
    const storage = memoryStorage({
      [CURRENCY_STORAGE_KEY]: JSON.stringify({ code: 'GBP', rate: 0.8, savedAt: NOW - 60_000 }),
    });
    const restored = restoreSavedCurrency({ loadRate: rates.loadRate, storage, now: () => NOW });
    expect(displayCurrency()).toMatchObject({ code: 'GBP', rate: 0.8, rateStatus: 'ready' });
    rates.waiting[0]?.answer(0.79);
    await restored;
    expect(displayCurrency()).toMatchObject({ code: 'GBP', rate: 0.79, rateStatus: 'ready' });
  });

  it('does not show an old remembered rate; an unreadable saved value is ignored', async () => {
    const storage = memoryStorage({
      [CURRENCY_STORAGE_KEY]: JSON.stringify({ code: 'EUR', rate: 0.5, savedAt: NOW - 2 * 86_400_000 }),
    });
    const restored = restoreSavedCurrency({ loadRate: async () => undefined, storage, now: () => NOW });
    expect(displayCurrency()).toMatchObject({ code: 'USD', chosen: 'EUR', rateStatus: 'loading' });
    await restored;
    expect(displayCurrency()).toMatchObject({ code: 'USD', rateStatus: 'unavailable' });

    setDisplayCurrency(USD_DISPLAY);
    await restoreSavedCurrency({
      loadRate: async () => 1,
      storage: memoryStorage({ [CURRENCY_STORAGE_KEY]: '{"code":"XYZ"}' }),
      now: () => NOW,
    });
    expect(displayCurrency()).toBe(USD_DISPLAY);
  });
});
