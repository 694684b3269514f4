import { graphql } from '../graphql.ts';

/** The pool preview asks the three protocol versions in parallel (v4 by pool id, v3 and v2 by address). */
const PoolPreviewToken = graphql(`
  fragment PoolPreviewToken on Token {
    id
    symbol
    project {
      id
      logoUrl
    }
  }
`);

export const V4PoolPreviewQuery = graphql(
  `
  query V4PoolPreview($chain: Chain!, $poolId: String!) {
    v4Pool(chain: $chain, poolId: $poolId) {
      id
      protocolVersion
      feeTier
      isDynamicFee
      totalLiquidity { id value }
      volume24h: cumulativeVolume(duration: DAY) { id value }
      token0 { ...PoolPreviewToken }
      token1 { ...PoolPreviewToken }
    }
  }
`,
  [PoolPreviewToken],
);

export const V3PoolPreviewQuery = graphql(
  `
  query V3PoolPreview($chain: Chain!, $address: String!) {
    v3Pool(chain: $chain, address: $address) {
      id
      protocolVersion
      feeTier
      totalLiquidity { id value }
      volume24h: cumulativeVolume(duration: DAY) { id value }
      token0 { ...PoolPreviewToken }
      token1 { ...PoolPreviewToken }
    }
  }
`,
  [PoolPreviewToken],
);

export const V2PoolPreviewQuery = graphql(
  `
  query V2PoolPreview($chain: Chain!, $address: String!) {
    v2Pair(chain: $chain, address: $address) {
      id
      protocolVersion
      totalLiquidity { id value }
      volume24h: cumulativeVolume(duration: DAY) { id value }
      token0 { ...PoolPreviewToken }
      token1 { ...PoolPreviewToken }
    }
  }
`,
  [PoolPreviewToken],
);

export { PoolPreviewToken };
