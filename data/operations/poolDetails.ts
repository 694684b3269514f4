import { graphql } from '../graphql.ts';
import { PoolTokenSummary } from './poolTokenSummary.ts';
import { SharedPoolDetails } from './sharedPoolFields.ts';

/** What a V4 pool page prints as HTML. */
export const V4PoolDetails = graphql(
  `
    fragment V4PoolDetails on V4Pool {
      id
      chain
      protocolVersion
      poolId
      feeTier
      isDynamicFee
      tickSpacing
      hook {
        id
        address
      }
      totalLiquidity {
        id
        value
      }
      totalLiquidityPercentChange24h {
        id
        value
      }
      txCount
      token0Supply
      token1Supply
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
        startTimestamp
        endTimestamp
        totalRewardAllocation
        distributedRewards
      }
    }
  `,
  [PoolTokenSummary],
);

/** What a V3 pool page prints as HTML. */
export const V3PoolDetails = graphql(
  `
    fragment V3PoolDetails on V3Pool {
      ...SharedPoolDetails
      feeTier
    }
  `,
  [SharedPoolDetails],
);

/** What a V2 pair page prints as HTML. */
export const V2PairDetails = graphql(
  `
    fragment V2PairDetails on V2Pair {
      ...SharedPoolDetails
    }
  `,
  [SharedPoolDetails],
);
