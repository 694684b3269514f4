import { graphql } from '../graphql.ts';

/**
 * Our positions extension (backend/positions.graphql): the hosted Data API has no positions per owner,
 * so these operations are validated against the embedded schema only (data/operations.test.ts).
 */
export const PositionTokenParts = graphql(`
  fragment PositionTokenParts on Token {
    id
    address
    symbol
    name
    decimals
    project {
      id
      logoUrl
    }
  }
`);

export const PositionParts = graphql(
  `
  fragment PositionParts on LiquidityPosition {
    chain
    protocolVersion
    id
    owner
    pool
    token0 {
      ...PositionTokenParts
    }
    token1 {
      ...PositionTokenParts
    }
    fee
    tickSpacing
    hook
    tickLower
    tickUpper
    currentTick
    sqrtPriceX96
    liquidity
    amount0
    amount1
    fees0
    fees1
    status
    valueUsd {
      id
      value
    }
  }
`,
  [PositionTokenParts],
);

/** The positions an address holds (`/positions`, the portfolio's DeFi tab). */
export const Positions = graphql(
  `
    query Positions($ownerAddress: String!, $chains: [Chain!]) {
      positions(ownerAddress: $ownerAddress, chains: $chains) {
        ...PositionParts
      }
    }
  `,
  [PositionParts],
);

/** One position; its page asks for the NFT's picture too (read on the chain: slow, so only there). */
export const Position = graphql(
  `
    query Position(
      $chain: Chain!
      $protocolVersion: ProtocolVersion!
      $id: String!
      $ownerAddress: String
      $withImage: Boolean! = false
    ) {
      position(chain: $chain, protocolVersion: $protocolVersion, id: $id, ownerAddress: $ownerAddress) {
        ...PositionParts
        image @include(if: $withImage)
      }
    }
  `,
  [PositionParts],
);
