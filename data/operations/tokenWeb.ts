import { graphql } from '../graphql.ts';
import { TokenDetails } from './tokenDetails.ts';

/** The token page: the token, its USD market and its project. */
export const TokenWeb = graphql(
  `
    query TokenWeb($chain: Chain!, $address: String) {
      token(chain: $chain, address: $address) {
        ...TokenDetails
      }
    }
  `,
  [TokenDetails],
);

/** The prerender's one query per chain: the popular tokens with everything their pages print. */
export const TopTokenPages = graphql(
  `
    query TopTokenPages($chain: Chain!, $pageSize: Int!) {
      topTokens(chain: $chain, page: 1, pageSize: $pageSize, orderBy: POPULARITY) {
        ...TokenDetails
      }
    }
  `,
  [TokenDetails],
);
