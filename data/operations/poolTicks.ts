import { graphql } from '../graphql.ts';

/** Liquidity by tick of a V3 pool (the liquidity histogram). */
export const AllV3Ticks = graphql(`
  query AllV3Ticks($chain: Chain!, $address: String!, $skip: Int, $first: Int) {
    v3Pool(chain: $chain, address: $address) {
      id
      ticks(skip: $skip, first: $first) {
        id
        tickIdx
        liquidityNet
        price0
        price1
      }
    }
  }
`);

/** Liquidity by tick of a V4 pool. */
export const AllV4Ticks = graphql(`
  query AllV4Ticks($chain: Chain!, $poolId: String!, $skip: Int, $first: Int) {
    v4Pool(chain: $chain, poolId: $poolId) {
      id
      ticks(skip: $skip, first: $first) {
        id
        tickIdx
        liquidityNet
        price0
        price1
      }
    }
  }
`);
