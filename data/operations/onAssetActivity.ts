import { graphql } from '../graphql.ts';
import { AssetActivityParts } from './assetActivities.ts';

/**
 * New activity of the given addresses as it happens (the spec's OnAssetActivity subscription). The
 * client names its subscription with its own uuid v4, as the schema asks.
 */
export const OnAssetActivity = graphql(
  `
  subscription OnAssetActivity($subscriptionId: ID!, $addresses: [String!]!) {
    onAssetActivity(subscriptionId: $subscriptionId, addresses: $addresses) {
      ...AssetActivityParts
    }
  }
`,
  [AssetActivityParts],
);
