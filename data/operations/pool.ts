import { graphql } from '../graphql.ts';
import { V2PairDetails, V3PoolDetails, V4PoolDetails } from './poolDetails.ts';

export const V4Pool = graphql(
  `
    query V4Pool($chain: Chain!, $poolId: String!) {
      v4Pool(chain: $chain, poolId: $poolId) {
        ...V4PoolDetails
      }
    }
  `,
  [V4PoolDetails],
);

export const V3Pool = graphql(
  `
    query V3Pool($chain: Chain!, $address: String!) {
      v3Pool(chain: $chain, address: $address) {
        ...V3PoolDetails
      }
    }
  `,
  [V3PoolDetails],
);

export const V2Pair = graphql(
  `
    query V2Pair($chain: Chain!, $address: String!) {
      v2Pair(chain: $chain, address: $address) {
        ...V2PairDetails
      }
    }
  `,
  [V2PairDetails],
);

/** The prerender's one query per chain: the top pools of each version with everything their pages print. */
export const TopPoolPages = graphql(
  `
    query TopPoolPages($chain: Chain!, $first: Int!) {
      topV4Pools(chain: $chain, first: $first) {
        ...V4PoolDetails
      }
      topV3Pools(chain: $chain, first: $first) {
        ...V3PoolDetails
      }
      topV2Pairs(chain: $chain, first: $first) {
        ...V2PairDetails
      }
    }
  `,
  [V4PoolDetails, V3PoolDetails, V2PairDetails],
);
