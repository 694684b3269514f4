/** The Uniswap app's NFT operations (spec section 7), in the shape it sends them. */
export const NFTS = /* GraphQL */ `
  query Nfts($ownerAddress: String!) {
    portfolios(ownerAddresses: [$ownerAddress]) {
      id
      nftBalances {
        id
        ownedAsset {
          id
          collection {
            id collectionId description image { id url } isVerified name numAssets
            markets(currencies: [USD]) { id floorPrice { value } owners volume24h { value } totalVolume { value } }
          }
          description image { id url } name
          nftContract { id address chain standard }
          thumbnail { id url } tokenId
          creator { id address username }
        }
      }
    }
  }
`;

export const NFT_ITEM_SCREEN = /* GraphQL */ `
  query NFTItemScreen($contractAddress: String!, $filter: NftAssetsFilterInput, $activityFilter: NftActivityFilterInput) {
    nftAssets(address: $contractAddress, filter: $filter) {
      edges {
        node {
          id ownerAddress
          collection {
            id collectionId description image { id url } isVerified name numAssets
            markets(currencies: [USD]) { id floorPrice { value } owners totalVolume { value } }
            nftContracts { id address }
          }
          description image { id url dimensions { width height } } name
          nftContract { id address chain standard }
          tokenId creator { id address username }
          traits { id name rarity value }
          listings(first: 1) { edges { node { id price { currency value } } } }
        }
      }
    }
    nftActivity(filter: $activityFilter) {
      edges { node { id quantity price { currency value } } }
    }
  }
`;

export const NFT_COLLECTION_SCREEN = /* GraphQL */ `
  query NftCollectionScreen($contractAddress: String!, $first: Int, $after: String) {
    nftCollections(filter: { addresses: [$contractAddress] }) {
      edges {
        node {
          id bannerImage { id url } isVerified numAssets description homepageUrl twitterName
          image { id url } name
          markets(currencies: [USD]) { id floorPrice { value } owners volume24h { value } totalVolume { value } }
        }
      }
    }
    nftAssets(address: $contractAddress, first: $first, after: $after, orderBy: PRICE, asc: true) {
      edges {
        node {
          ownerAddress id name tokenId
          nftContract { id address }
          collection { id collectionId name }
          image { id url dimensions { width height } }
          listings(first: 1) { edges { node { id price { currency value } } } }
        }
      }
      pageInfo { endCursor hasNextPage hasPreviousPage startCursor }
    }
  }
`;

export const NFTS_TAB = /* GraphQL */ `
  query NftsTab($ownerAddress: String!, $first: Int, $after: String, $filter: NftBalancesFilterInput, $chains: [Chain!]!) {
    nftBalances(ownerAddress: $ownerAddress, chains: $chains, first: $first, after: $after, filter: $filter) {
      edges {
        node {
          ownedAsset {
            chain id
            collection { id name isVerified markets(currencies: [ETH]) { id floorPrice { value } } }
            image { id url dimensions { width height } }
            thumbnail { id url } name tokenId description
            nftContract { id address } isSpam
          }
        }
      }
      pageInfo { endCursor hasNextPage hasPreviousPage startCursor }
    }
  }
`;

export const NFT_BALANCE = /* GraphQL */ `
  query NftBalance($ownerAddress: String!, $filter: NftBalancesFilterInput, $chains: [Chain!] = [ETHEREUM], $first: Int, $after: String, $last: Int, $before: String) {
    nftBalances(ownerAddress: $ownerAddress, chains: $chains, filter: $filter, first: $first, after: $after, last: $last, before: $before) {
      edges {
        node {
          ownedAsset {
            id animationUrl
            collection {
              id isVerified image { id url } name twitterName
              nftContracts { id address chain name standard symbol totalSupply }
              markets(currencies: ETH) { id floorPrice { id value } }
            }
            chain description flaggedBy image { id url } originalImage { id url } name ownerAddress
            smallImage { id url } suspiciousFlag tokenId thumbnail { id url }
            listings(first: 1) { edges { node { price { id value currency } createdAt marketplace endAt } } }
          }
          listedMarketplaces
          listingFees { id payoutAddress basisPoints }
          lastPrice { id currency timestamp value }
        }
      }
      pageInfo { endCursor hasNextPage hasPreviousPage startCursor }
    }
  }
`;
