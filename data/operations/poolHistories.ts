import { graphql } from '../graphql.ts';

/** A pool's price (token0 in token1 and back) over a duration, for whichever version it is. */
export const PoolPriceHistory = graphql(`
  query PoolPriceHistory(
    $chain: Chain!
    $addressOrId: String!
    $duration: HistoryDuration!
    $isV4: Boolean!
    $isV3: Boolean!
    $isV2: Boolean!
  ) {
    v4Pool(chain: $chain, poolId: $addressOrId) @include(if: $isV4) {
      id
      priceHistory(duration: $duration) {
        id
        timestamp
        token0Price
        token1Price
      }
    }
    v3Pool(chain: $chain, address: $addressOrId) @include(if: $isV3) {
      id
      priceHistory(duration: $duration) {
        id
        timestamp
        token0Price
        token1Price
      }
    }
    v2Pair(chain: $chain, address: $addressOrId) @include(if: $isV2) {
      id
      priceHistory(duration: $duration) {
        id
        timestamp
        token0Price
        token1Price
      }
    }
  }
`);

/** A pool's traded volume over a duration, for whichever version it is. */
export const PoolVolumeHistory = graphql(`
  query PoolVolumeHistory(
    $chain: Chain!
    $addressOrId: String!
    $duration: HistoryDuration!
    $isV4: Boolean!
    $isV3: Boolean!
    $isV2: Boolean!
  ) {
    v4Pool(chain: $chain, poolId: $addressOrId) @include(if: $isV4) {
      id
      historicalVolume(duration: $duration) {
        id
        timestamp
        value
      }
    }
    v3Pool(chain: $chain, address: $addressOrId) @include(if: $isV3) {
      id
      historicalVolume(duration: $duration) {
        id
        timestamp
        value
      }
    }
    v2Pair(chain: $chain, address: $addressOrId) @include(if: $isV2) {
      id
      historicalVolume(duration: $duration) {
        id
        timestamp
        value
      }
    }
  }
`);
