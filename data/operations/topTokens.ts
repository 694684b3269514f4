import { graphql } from '../graphql.ts';

/** The explore tokens table: one page of a chain's top tokens with what each row shows. */
export const TopTokens = graphql(`
  query TopTokens(
    $chain: Chain!
    $page: Int = 1
    $pageSize: Int = 100
    $orderBy: TokenSortableField = POPULARITY
    $volumeDuration: HistoryDuration! = DAY
  ) {
    topTokens(chain: $chain, page: $page, pageSize: $pageSize, orderBy: $orderBy) {
      id
      chain
      address
      symbol
      name
      standard
      project {
        id
        logoUrl
        isSpam
        safetyLevel
        markets(currencies: [USD]) {
          id
          fullyDilutedValuation {
            value
          }
        }
      }
      market(currency: USD) {
        id
        price {
          value
        }
        pricePercentChange1h: pricePercentChange(duration: HOUR) {
          value
        }
        pricePercentChange1d: pricePercentChange(duration: DAY) {
          value
        }
        fullyDilutedValuation {
          value
        }
        volume(duration: $volumeDuration) {
          value
        }
        sparkline: priceHistory(duration: DAY, maxLength: 24) {
          timestamp
          value
        }
      }
    }
  }
`);
