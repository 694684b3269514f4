import { graphql } from '../graphql.ts';
import { PoolTransactionRow } from './poolTransactionRow.ts';

/** The latest transactions of a chain per protocol version, paged by timestamp cursor. */
export const V4Transactions = graphql(
  `
    query V4Transactions($chain: Chain!, $first: Int!, $cursor: Int) {
      v4Transactions(chain: $chain, first: $first, timestampCursor: $cursor) {
        ...PoolTransactionRow
      }
    }
  `,
  [PoolTransactionRow],
);

export const V3Transactions = graphql(
  `
    query V3Transactions($chain: Chain!, $first: Int!, $cursor: Int) {
      v3Transactions(chain: $chain, first: $first, timestampCursor: $cursor) {
        ...PoolTransactionRow
      }
    }
  `,
  [PoolTransactionRow],
);

export const V2Transactions = graphql(
  `
    query V2Transactions($chain: Chain!, $first: Int!, $cursor: Int) {
      v2Transactions(chain: $chain, first: $first, timestampCursor: $cursor) {
        ...PoolTransactionRow
      }
    }
  `,
  [PoolTransactionRow],
);
