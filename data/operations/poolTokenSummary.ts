import { graphql } from '../graphql.ts';

/** What a pool row or pool page shows of each of its two tokens. */
export const PoolTokenSummary = graphql(`
  fragment PoolTokenSummary on Token {
    id
    chain
    address
    symbol
    name
    decimals
    project {
      id
      logoUrl
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
