import { graphql } from '../graphql.ts';
import { SharedPoolDetails, V4PoolFields } from './sharedPoolFields.ts';

/** What a V4 pool page prints as HTML. */
export const V4PoolDetails = graphql(
  `
    fragment V4PoolDetails on V4Pool {
      ...V4PoolFields
      chain
      tickSpacing
      totalLiquidityPercentChange24h {
        id
        value
      }
      token0Supply
      token1Supply
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
  [V4PoolFields],
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
