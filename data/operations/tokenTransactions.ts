import { graphql } from '../graphql.ts';
import { PoolTransactionRow } from './poolTransactionRow.ts';

/** A token's transactions per protocol version, paged by timestamp cursor. */
export const V4TokenTransactions = graphql(
  `
    query V4TokenTransactions($chain: Chain!, $address: String, $first: Int!, $cursor: Int) {
      token(chain: $chain, address: $address) {
        id
        chain
        address
        v4Transactions(first: $first, timestampCursor: $cursor) {
          ...PoolTransactionRow
        }
      }
    }
  `,
  [PoolTransactionRow],
);

export const V3TokenTransactions = graphql(
  `
    query V3TokenTransactions($chain: Chain!, $address: String, $first: Int!, $cursor: Int) {
      token(chain: $chain, address: $address) {
        id
        chain
        address
        v3Transactions(first: $first, timestampCursor: $cursor) {
          ...PoolTransactionRow
        }
      }
    }
  `,
  [PoolTransactionRow],
);

export const V2TokenTransactions = graphql(
  `
    query V2TokenTransactions($chain: Chain!, $address: String, $first: Int!, $cursor: Int) {
      token(chain: $chain, address: $address) {
        id
        chain
        address
        v2Transactions(first: $first, timestampCursor: $cursor) {
          ...PoolTransactionRow
        }
      }
    }
  `,
  [PoolTransactionRow],
);
