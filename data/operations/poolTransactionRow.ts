import { graphql } from '../graphql.ts';

/** One row of every transactions table (chain, token and pool transactions). */
export const PoolTransactionRow = graphql(`
  fragment PoolTransactionRow on PoolTransaction {
    id
    chain
    protocolVersion
    type
    hash
    timestamp
    account
    usdValue {
      id
      value
    }
    token0 {
      id
      address
      symbol
      project {
        id
        logoUrl
      }
    }
    token0Quantity
    token1 {
      id
      address
      symbol
      project {
        id
        logoUrl
      }
    }
    token1Quantity
  }
`);
