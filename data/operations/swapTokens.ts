import { graphql } from '../graphql.ts';

/** What a swap needs of a token: its contract, units, name, logo and USD price. */
export const SwapTokenFields = graphql(`
  fragment SwapTokenFields on Token {
    id
    chain
    address
    standard
    decimals
    symbol
    name
    project {
      id
      logoUrl
      isSpam
    }
    market(currency: USD) {
      id
      price {
        id
        value
      }
    }
  }
`);

/** The token selector's list before anything is typed: the chain's most popular tokens. */
export const SwapTopTokens = graphql(
  `
  query SwapTopTokens($chain: Chain!, $pageSize: Int = 20) {
    topTokens(chain: $chain, page: 1, pageSize: $pageSize, orderBy: POPULARITY) {
      ...SwapTokenFields
    }
  }
`,
  [SwapTokenFields],
);

/** The token selector's search by name, symbol or address. */
export const SwapTokenSearch = graphql(
  `
  query SwapTokenSearch($searchQuery: String!, $chains: [Chain!]) {
    searchTokens(searchQuery: $searchQuery, chains: $chains) {
      ...SwapTokenFields
    }
  }
`,
  [SwapTokenFields],
);

/** One token a swap link names (`null` address: the chain's native currency). */
export const SwapToken = graphql(
  `
  query SwapToken($chain: Chain!, $address: String) {
    token(chain: $chain, address: $address) {
      ...SwapTokenFields
    }
  }
`,
  [SwapTokenFields],
);
