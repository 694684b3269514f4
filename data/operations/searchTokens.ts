import { graphql } from '../graphql.ts';

/** Token search by name, symbol or address. */
export const SearchTokens = graphql(`
  query SearchTokens($searchQuery: String!, $chains: [Chain!]) {
    searchTokens(searchQuery: $searchQuery, chains: $chains) {
      id
      chain
      address
      symbol
      name
      project {
        id
        logoUrl
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
