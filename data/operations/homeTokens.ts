import { graphql } from '../graphql.ts';

/** What a token card shows: logo, symbol, name, the USD price and its 24h change. */
export const HomeScreenTokenParts = graphql(`
  fragment HomeScreenTokenParts on Token {
    id
    chain
    address
    symbol
    name
    project {
      id
      logoUrl
      markets(currencies: [USD]) {
        id
        price {
          id
          value
        }
        pricePercentChange24h {
          id
          value
        }
      }
    }
  }
`);

/** The home screen's tokens: the chain's native token and a few well-known ones. */
export const HomeScreenTokens = graphql(
  `
    query HomeScreenTokens($contracts: [ContractInput!]!, $chain: Chain!) {
      tokens(contracts: $contracts) {
        ...HomeScreenTokenParts
      }
      eth: token(chain: $chain, address: null) {
        ...HomeScreenTokenParts
      }
    }
  `,
  [HomeScreenTokenParts],
);

/** One favourite token's card (one query per card, as each card loads on its own). */
export const FavoriteTokenCard = graphql(
  `
    query FavoriteTokenCard($chain: Chain!, $address: String) {
      token(chain: $chain, address: $address) {
        ...HomeScreenTokenParts
      }
    }
  `,
  [HomeScreenTokenParts],
);
