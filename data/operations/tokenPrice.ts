import { graphql } from '../graphql.ts';

/** The token price chart: OHLC candles, or the plain price history when `fallback` is set. */
export const TokenPrice = graphql(`
  query TokenPrice($chain: Chain!, $address: String, $duration: HistoryDuration!, $fallback: Boolean = false) {
    token(chain: $chain, address: $address) {
      id
      address
      chain
      market(currency: USD) {
        id
        price {
          id
          value
        }
        ohlc(duration: $duration) @skip(if: $fallback) {
          id
          timestamp
          open {
            id
            value
          }
          high {
            id
            value
          }
          low {
            id
            value
          }
          close {
            id
            value
          }
        }
        priceHistory(duration: $duration) @include(if: $fallback) {
          id
          timestamp
          value
        }
      }
    }
  }
`);
