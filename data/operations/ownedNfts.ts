import { graphql } from '../graphql.ts';
import { NftAssetCard } from './nftAssetCard.ts';

/** One NFT an address holds, with the collection it belongs to (the portfolio groups by it). */
export const OwnedNft = graphql(
  `
    fragment OwnedNft on NftBalance {
      id
      quantity
      lastPrice {
        id
        currency
        value
      }
      ownedAsset {
        ...NftAssetCard
        collection {
          id
          collectionId
          name
          isVerified
          image {
            id
            url
          }
        }
      }
    }
  `,
  [NftAssetCard],
);

/** The portfolio's NFTs tab: an address's NFTs, paged. */
export const NftsTab = graphql(
  `
    query NftsTab($ownerAddress: String!, $first: Int, $after: String, $chains: [Chain!]) {
      nftBalances(ownerAddress: $ownerAddress, first: $first, after: $after, chains: $chains) {
        edges {
          node {
            ...OwnedNft
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `,
  [OwnedNft],
);

/** `/nfts/profile`: the connected wallet's NFTs, paged (the web app's own name for it). */
export const NftBalance = graphql(
  `
    query NftBalance($ownerAddress: String!, $first: Int, $after: String, $chains: [Chain!]) {
      nftBalances(ownerAddress: $ownerAddress, first: $first, after: $after, chains: $chains) {
        edges {
          node {
            ...OwnedNft
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `,
  [OwnedNft],
);
