import { graphql } from '../graphql.ts';
import { NftAssetCard } from './nftAssetCard.ts';

/** A collection page's header: banner, picture, verified badge, links, stats and traits. */
export const NftCollectionHeader = graphql(`
  fragment NftCollectionHeader on NftCollection {
    id
    collectionId
    name
    description
    isVerified
    numAssets
    homepageUrl
    twitterName
    bannerImage {
      id
      url
    }
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
      owners
      totalVolume {
        id
        value
      }
      volume(duration: DAY) {
        id
        value
      }
      floorPricePercentChange(duration: DAY) {
        id
        value
      }
      listings {
        id
        value
      }
    }
    traits {
      id
      name
      stats {
        id
        value
        assets
      }
    }
  }
`);

/**
 * `/nfts/collection/{contract}`: the collection and a page of its assets (`first`, `after`), by price
 * ascending as the spec sets (other orders and trait filters as the reader picks).
 */
export const NftCollectionScreen = graphql(
  `
    query NftCollectionScreen(
      $contractAddress: String!
      $first: Int
      $after: String
      $orderBy: NftAssetSortableField = PRICE
      $asc: Boolean = true
      $filter: NftAssetsFilterInput
    ) {
      nftCollections(filter: { addresses: [$contractAddress] }) {
        edges {
          node {
            ...NftCollectionHeader
          }
        }
      }
      nftAssets(
        address: $contractAddress
        first: $first
        after: $after
        orderBy: $orderBy
        asc: $asc
        filter: $filter
      ) {
        totalCount
        edges {
          node {
            ...NftAssetCard
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `,
  [NftCollectionHeader, NftAssetCard],
);
