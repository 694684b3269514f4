import { graphql } from '../graphql.ts';

/** The token's traded volume over a duration (bars under the price chart). */
export const TokenHistoricalVolumes = graphql(`
  query TokenHistoricalVolumes($chain: Chain!, $address: String, $duration: HistoryDuration!) {
    token(chain: $chain, address: $address) {
      id
      address
      chain
      market(currency: USD) {
        id
        historicalVolume(duration: $duration) {
          id
          timestamp
          value
        }
      }
    }
  }
`);

/** The token's total value locked over a duration, with the current TVL. */
export const TokenHistoricalTvls = graphql(`
  query TokenHistoricalTvls($chain: Chain!, $address: String, $duration: HistoryDuration!) {
    token(chain: $chain, address: $address) {
      id
      address
      chain
      market(currency: USD) {
        id
        historicalTvl(duration: $duration) {
          id
          timestamp
          value
        }
        totalValueLocked {
          id
          value
        }
      }
    }
  }
`);
