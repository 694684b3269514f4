import { graphql } from '../graphql.ts';

/** A collection as lists show it: name, picture, verified, and its market in ETH. */
export const NftCollectionRow = graphql(`
  fragment NftCollectionRow on NftCollection {
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
      owners
      volume(duration: DAY) {
        id
        value
      }
      floorPricePercentChange(duration: DAY) {
        id
        value
      }
      volumePercentChange(duration: DAY) {
        id
        value
      }
    }
  }
`);

/** The spec's popular collections: the top 2 by daily volume on Ethereum (featured on `/nfts`). */
export const SearchPopularNFTCollections = graphql(
  `
    query SearchPopularNFTCollections {
      topCollections(chains: [ETHEREUM], orderBy: VOLUME, duration: DAY, first: 2) {
        edges {
          node {
            ...NftCollectionRow
          }
        }
      }
    }
  `,
  [NftCollectionRow],
);

/** The whole top list of `/nfts`, by daily volume. */
export const TopCollections = graphql(
  `
    query TopCollections($first: Int!, $after: String) {
      topCollections(chains: [ETHEREUM], orderBy: VOLUME, duration: DAY, first: $first, after: $after) {
        edges {
          node {
            ...NftCollectionRow
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `,
  [NftCollectionRow],
);

/** Collections whose name matches what the reader types. */
export const CollectionSearch = graphql(
  `
    query CollectionSearch($query: String!, $first: Int) {
      nftCollections(filter: { nameQuery: $query }, first: $first) {
        edges {
          node {
            ...NftCollectionRow
          }
        }
      }
    }
  `,
  [NftCollectionRow],
);
