import { graphql } from '../graphql.ts';
import { PoolTokenSummary } from './poolTokenSummary.ts';
import { SharedPoolFields } from './sharedPoolFields.ts';

/** Rows of the explore pools table, per protocol version; `cursor` is the last row's TVL. */
export const TopV4Pools = graphql(
  `
    query TopV4Pools($chain: Chain!, $first: Int!, $cursor: Float, $tokenAddress: String) {
      topV4Pools(chain: $chain, first: $first, tvlCursor: $cursor, tokenFilter: $tokenAddress) {
        id
        protocolVersion
        poolId
        feeTier
        isDynamicFee
        hook {
          id
          address
        }
        totalLiquidity {
          id
          value
        }
        txCount
        volume24h: cumulativeVolume(duration: DAY) {
          id
          value
        }
        volume30d: cumulativeVolume(duration: MONTH) {
          id
          value
        }
        token0 {
          ...PoolTokenSummary
        }
        token1 {
          ...PoolTokenSummary
        }
        rewardsCampaign {
          id
          boostedApr
        }
      }
    }
  `,
  [PoolTokenSummary],
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
