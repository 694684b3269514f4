import { graphql } from '../graphql.ts';
import { PoolTokenSummary } from './poolTokenSummary.ts';

/**
 * The fields every table row of a V2 pair or V3 pool reads, written once on the schema's `IPool`
 * interface they both implement (V4 pools do not: they are keyed by pool id). Unmasked: its fields are
 * read as part of the pool they are spread into.
 */
export const SharedPoolFields = graphql(
  `
    fragment SharedPoolFields on IPool @_unmask {
      id
      protocolVersion
      address
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
    }
  `,
  [PoolTokenSummary],
);

/** The same row fields of a V4 pool, keyed by its pool id, with its fee and hook. */
export const V4PoolFields = graphql(
  `
    fragment V4PoolFields on V4Pool @_unmask {
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
    }
  `,
  [PoolTokenSummary],
);

/** What a V2 or V3 pool page adds to a row: its chain, TVL change and the two reserves. */
export const SharedPoolDetails = graphql(
  `
    fragment SharedPoolDetails on IPool @_unmask {
      ...SharedPoolFields
      chain
      totalLiquidityPercentChange24h {
        id
        value
      }
      token0Supply
      token1Supply
    }
  `,
  [SharedPoolFields],
);
