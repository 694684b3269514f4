import { graphql } from '../graphql.ts';

/** The spec's Convert: one unit of a currency in another (the rate the display currency uses). */
export const Convert = graphql(`
  query Convert($fromCurrency: Currency!, $toCurrency: Currency!) {
    convert(fromAmount: { currency: $fromCurrency, value: 1 }, toCurrency: $toCurrency) {
      id
      value
      currency
    }
  }
`);
