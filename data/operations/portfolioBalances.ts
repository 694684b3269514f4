import { graphql } from '../graphql.ts';

/**
 * What addresses hold across chains (the spec's MultiplePortfolioBalances): the total and its daily
 * change, and every balance with its price and 24h change. The value modifiers say whether spam and
 * small balances count (the portfolio's "hidden tokens" toggle).
 */
export const MultiplePortfolioBalances = graphql(`
  query MultiplePortfolioBalances(
    $ownerAddresses: [String!]!
    $chains: [Chain!]
    $valueModifiers: [PortfolioValueModifier!]
  ) {
    portfolios(ownerAddresses: $ownerAddresses, chains: $chains, valueModifiers: $valueModifiers) {
      id
      ownerAddress
      tokensTotalDenominatedValue {
        id
        value
      }
      tokensTotalDenominatedValueChange(duration: DAY) {
        id
        absolute {
          id
          value
        }
        percentage {
          id
          value
        }
      }
      tokenBalances {
        id
        quantity
        isHidden
        denominatedValue {
          id
          value
        }
        token {
          id
          chain
          address
          symbol
          name
          decimals
          standard
          project {
            id
            logoUrl
            isSpam
          }
        }
        tokenProjectMarket {
          id
          price {
            id
            value
          }
          pricePercentChange24h {
            id
            value
          }
        }
      }
    }
  }
`);

/**
 * The price history of every token an address holds, for the portfolio's value chart: today's
 * quantities at each past price (the same rule the Data API's daily change follows).
 */
export const PortfolioValueHistory = graphql(`
  query PortfolioValueHistory(
    $ownerAddress: String!
    $chains: [Chain!]
    $duration: HistoryDuration!
    $maxLength: Int
  ) {
    portfolios(ownerAddresses: [$ownerAddress], chains: $chains) {
      id
      tokenBalances {
        id
        quantity
        tokenProjectMarket {
          id
          priceHistory(duration: $duration, maxLength: $maxLength) {
            id
            timestamp
            value
          }
        }
      }
    }
  }
`);
