import { graphql } from '../graphql.ts';

/** A wallet's portfolio value as the Data API knows it (chains the app does not run itself). */
export const PortfolioValue = graphql(`
  query PortfolioValue($ownerAddress: String!, $chains: [Chain!]) {
    portfolios(ownerAddresses: [$ownerAddress], chains: $chains) {
      id
      tokensTotalDenominatedValue {
        id
        value
      }
    }
  }
`);
