import { graphql } from '../graphql.ts';

/** What a grid card of one NFT shows: its picture, name, collection and listing price. */
export const NftAssetCard = graphql(`
  fragment NftAssetCard on NftAsset {
    id
    tokenId
    name
    isSpam
    thumbnail {
      id
      url
    }
    image {
      id
      url
    }
    nftContract {
      id
      address
    }
    listings(first: 1) {
      edges {
        node {
          id
          price {
            id
            currency
            value
          }
        }
      }
    }
  }
`);
