import { graphql } from '../graphql.ts';

/** Tokens a person can hold, send or swap on a chain: its most popular ones, with decimals and price. */
export const TradableTokens = graphql(`
  query TradableTokens($chain: Chain!, $pageSize: Int!) {
    topTokens(chain: $chain, page: 1, pageSize: $pageSize, orderBy: POPULARITY) {
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
        safetyLevel
      }
      market(currency: USD) {
        id
        price {
          id
          value
        }
      }
    }
  }
`);

/** The same token fields for a search (name, symbol or address). */
export const SearchTradableTokens = graphql(`
  query SearchTradableTokens($searchQuery: String!, $chains: [Chain!]) {
    searchTokens(searchQuery: $searchQuery, chains: $chains) {
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
        safetyLevel
      }
      market(currency: USD) {
        id
        price {
          id
          value
        }
      }
    }
  }
`);
