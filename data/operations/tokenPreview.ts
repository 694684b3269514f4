import { graphql } from '../graphql.ts';

/** What a token's link preview draws: the edge and the build ask exactly this. */
export const TokenPreviewQuery = graphql(`
  query TokenPreview($chain: Chain!, $address: String) {
    token(chain: $chain, address: $address) {
      id
      chain
      address
      symbol
      name
      project {
        id
        logoUrl
      }
    }
  }
`);
