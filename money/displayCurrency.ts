import type { VariablesOf } from '../data/graphql.ts';
import type { Convert } from '../data/operations/convert.ts';

type SchemaCurrency = VariablesOf<typeof Convert>['toCurrency'];

/**
 * The currencies the selector offers: the schema's fiat currencies (its ETH and MATIC are crypto units,
 * not a way to read prices), the most used first.
 */
export const OFFERED_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CNY',
  'KRW',
  'INR',
  'CAD',
  'AUD',
  'NZD',
  'SGD',
  'HKD',
  'BRL',
  'MXN',
  'ARS',
  'COP',
  'TRY',
  'RUB',
  'UAH',
  'IDR',
  'THB',
  'VND',
  'PKR',
  'NGN',
] as const satisfies readonly SchemaCurrency[];

export type OfferedCurrency = (typeof OFFERED_CURRENCIES)[number];

export function isOfferedCurrency(value: unknown): value is OfferedCurrency {
  return OFFERED_CURRENCIES.includes(value as OfferedCurrency);
}

export interface DisplayCurrency {
  /** What every figure is shown in: a currency whose rate is known, so a figure never wears a wrong sign. */
  code: OfferedCurrency;
  /** Units of `code` per US dollar (the Data API's Convert of 1 USD). */
  rate: number;
  /** The reader's choice: differs from `code` while its rate loads, or when the Data API could not give it. */
  chosen: OfferedCurrency;
  rateStatus: 'ready' | 'loading' | 'unavailable';
}

/** Prerendered HTML and hydration always read USD: a saved choice applies only after hydration. */
export const USD_DISPLAY: DisplayCurrency = { code: 'USD', rate: 1, chosen: 'USD', rateStatus: 'ready' };
