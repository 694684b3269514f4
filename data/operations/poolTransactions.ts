import { graphql } from '../graphql.ts';
import { PoolTransactionRow } from './poolTransactionRow.ts';

/** A pool's transactions, paged by timestamp cursor (integer seconds). */
export const V4PoolTransactions = graphql(
  `
    query V4PoolTransactions($chain: Chain!, $poolId: String!, $first: Int!, $cursor: Int) {
      v4Pool(chain: $chain, poolId: $poolId) {
        id
        transactions(first: $first, timestampCursor: $cursor) {
          ...PoolTransactionRow
        }
      }
    }
  `,
  [PoolTransactionRow],
);

export const V3PoolTransactions = graphql(
  `
    query V3PoolTransactions($chain: Chain!, $address: String!, $first: Int!, $cursor: Int) {
      v3Pool(chain: $chain, address: $address) {
        id
        transactions(first: $first, timestampCursor: $cursor) {
          ...PoolTransactionRow
        }
      }
    }
  `,
  [PoolTransactionRow],
);

export const V2PairTransactions = graphql(
  `
    query V2PairTransactions($chain: Chain!, $address: String!, $first: Int!, $cursor: Int) {
      v2Pair(chain: $chain, address: $address) {
        id
        transactions(first: $first, timestampCursor: $cursor) {
          ...PoolTransactionRow
        }
      }
    }
  `,
  [PoolTransactionRow],
);
