import { graphql } from '../graphql.ts';

/** One market event of an NFT: sale, listing, cancelled listing or transfer. */
export const NftActivityRow = graphql(`
  fragment NftActivityRow on NftActivity {
    id
    type
    tokenId
    address
    marketplace
    fromAddress
    toAddress
    transactionHash
    timestamp
    price {
      id
      currency
      value
    }
    asset {
      id
      name
      thumbnail {
        id
        url
      }
    }
  }
`);

/** A collection's (or one NFT's) activity, newest first, paged. */
export const NftActivity = graphql(
  `
    query NftActivity($filter: NftActivityFilterInput, $first: Int, $after: String) {
      nftActivity(chain: ETHEREUM, filter: $filter, first: $first, after: $after) {
        edges {
          node {
            ...NftActivityRow
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `,
  [NftActivityRow],
);
