import { subscriptionResolvers } from './assetActivitySubscription.ts';
import { governanceQueries } from './governanceQueries.ts';
import { marketResolvers } from './marketTypes.ts';
import { nftQueries } from './nftQueries.ts';
import { nftResolvers } from './nftTypes.ts';
import { poolQueries } from './poolQueries.ts';
import { poolResolvers } from './poolTypes.ts';
import { positionQueries } from './positionQueries.ts';
import { tokenLaunchQueries, tokenLaunchResolvers } from './tokenLaunchQueries.ts';
import { tokenQueries } from './tokenQueries.ts';
import { tokenResolvers } from './tokenTypes.ts';
import { portfoliosQuery, walletResolvers } from './walletTypes.ts';

/** Every resolver of the embedded Data API; fields not listed resolve by name from the dataset models. */
export const resolvers = {
  Query: {
    ...tokenQueries,
    ...poolQueries,
    ...portfoliosQuery,
    ...nftQueries,
    ...positionQueries,
    ...tokenLaunchQueries,
    ...governanceQueries,
  },
  ...tokenResolvers,
  ...marketResolvers,
  ...poolResolvers,
  ...walletResolvers,
  ...nftResolvers,
  ...subscriptionResolvers,
  ...tokenLaunchResolvers,
};
