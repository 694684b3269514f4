import { graphql } from '../graphql.ts';
import { SharedPoolFields, V4PoolFields } from './sharedPoolFields.ts';

/** Rows of the explore pools table, per protocol version; `cursor` is the last row's TVL. */
export const TopV4Pools = graphql(
  `
    query TopV4Pools($chain: Chain!, $first: Int!, $cursor: Float, $tokenAddress: String) {
      topV4Pools(chain: $chain, first: $first, tvlCursor: $cursor, tokenFilter: $tokenAddress) {
        ...V4PoolFields
        rewardsCampaign {
          id
          boostedApr
        }
      }
    }
  `,
  [V4PoolFields],
);

export const TopV3Pools = graphql(
  `
    query TopV3Pools($chain: Chain!, $first: Int!, $cursor: Float, $tokenAddress: String) {
      topV3Pools(chain: $chain, first: $first, tvlCursor: $cursor, tokenFilter: $tokenAddress) {
        ...SharedPoolFields
        feeTier
      }
    }
  `,
  [SharedPoolFields],
);

export const TopV2Pairs = graphql(
  `
    query TopV2Pairs($chain: Chain!, $first: Int!, $cursor: Float, $tokenAddress: String) {
      topV2Pairs(chain: $chain, first: $first, tvlCursor: $cursor, tokenFilter: $tokenAddress) {
        ...SharedPoolFields
      }
    }
  `,
  [SharedPoolFields],
);
