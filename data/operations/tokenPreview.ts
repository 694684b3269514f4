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
      market(currency: USD) {
        id
        price {
          id
          value
        }
        volume24h: volume(duration: DAY) {
          id
          value
        }
        fullyDilutedValuation {
          id
          value
        }
      }
    }
  }
`);
