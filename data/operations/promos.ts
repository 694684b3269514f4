import { graphql } from '../graphql.ts';

/** The home page's token promo: a token with its USD price and daily change. */
export const TokenPromo = graphql(`
  query TokenPromo($chain: Chain!, $address: String = null) {
    token(chain: $chain, address: $address) {
      id
      address
      chain
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
        pricePercentChange(duration: DAY) {
          id
          value
        }
      }
    }
  }
`);

/** The home page's collection promos: floor price in ETH (and USD) with its daily change. */
export const CollectionPromo = graphql(`
  query CollectionPromo($addresses: [String!]!) {
    nftCollections(filter: { addresses: $addresses }) {
      edges {
        node {
          id
          collectionId
          name
          isVerified
          image {
            id
            url
          }
          markets(currencies: [ETH, USD]) {
            id
            floorPrice {
              id
              currency
              value
            }
            floorPricePercentChange(duration: DAY) {
              id
              value
            }
          }
        }
      }
    }
  }
`);
