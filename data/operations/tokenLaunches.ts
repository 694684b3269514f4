import { graphql } from '../graphql.ts';

/**
 * Our token launches extension (backend/tokenLaunches.graphql): the hosted Data API has no launches, so
 * these operations are validated against the embedded schema only (data/operations.test.ts).
 */
export const TokenLaunchParts = graphql(`
  fragment TokenLaunchParts on TokenLaunch {
    id
    chain
    auctionAddress
    tokenAddress
    name
    symbol
    decimals
    description
    totalSupply
    auctionSupply
    floorPrice
    phase
  }
`);

export const TokenLaunchQuery = graphql(
  `
  query TokenLaunch($chain: Chain!, $auctionAddress: String!) {
    tokenLaunch(chain: $chain, auctionAddress: $auctionAddress) {
      ...TokenLaunchParts
    }
  }
`,
  [TokenLaunchParts],
);

export const TokenLaunchesQuery = graphql(
  `
  query TokenLaunches($chain: Chain!) {
    tokenLaunches(chain: $chain) {
      ...TokenLaunchParts
    }
  }
`,
  [TokenLaunchParts],
);
