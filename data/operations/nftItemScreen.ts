import { graphql } from '../graphql.ts';
import { NftActivityRow } from './nftActivity.ts';

/** `/nfts/asset/{contract}/{tokenId}`: the NFT with its traits, rarity, listing and owner, and its activity. */
export const NFTItemScreen = graphql(
  `
    query NFTItemScreen(
      $contractAddress: String!
      $filter: NftAssetsFilterInput
      $activityFilter: NftActivityFilterInput
      $activityFirst: Int
    ) {
      nftAssets(address: $contractAddress, filter: $filter) {
        edges {
          node {
            id
            tokenId
            name
            description
            isSpam
            ownerAddress
            image {
              id
              url
            }
            nftContract {
              id
              address
              standard
            }
            creator {
              id
              address
            }
            traits {
              id
              name
              value
              rarity
            }
            rarities {
              id
              rank
              provider
            }
            listings(first: 1) {
              edges {
                node {
                  id
                  marketplace
                  price {
                    id
                    currency
                    value
                  }
                }
              }
            }
            collection {
              id
              collectionId
              name
              isVerified
              numAssets
              image {
                id
                url
              }
              markets(currencies: [ETH]) {
                id
                floorPrice {
                  id
                  value
                }
              }
            }
          }
        }
      }
      nftActivity(chain: ETHEREUM, filter: $activityFilter, first: $activityFirst) {
        edges {
          node {
            ...NftActivityRow
          }
        }
      }
    }
  `,
  [NftActivityRow],
);
