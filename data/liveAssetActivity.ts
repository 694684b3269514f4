import { print } from 'graphql';
import { createClient } from 'graphql-sse';
import { type ResultOf, readFragment } from './graphql.ts';
import { appDataApi } from './hooks/appDataApi.ts';
import type { AssetActivity } from './hooks/useActivity.ts';
import { documentOperationName, documentText } from './lazyDocument.ts';
import { AssetActivityParts } from './operations/assetActivities.ts';
import { OnAssetActivity } from './operations/onAssetActivity.ts';

/** A dropped stream is opened again this many times before the page falls back to polling. */
const RETRY_ATTEMPTS = 5;

export interface AssetActivityWatch {
  addresses: string[];
  onActivity: (activity: AssetActivity) => void;
  onState: (state: 'connecting' | 'live' | 'off') => void;
}

/**
 * Streams the addresses' new activity from the Data API (GraphQL over SSE at the query URL, the
 * graphql-sse client in its distinct-connections mode). Returns the function that stops it.
 */
export function subscribeToAssetActivity({ addresses, onActivity, onState }: AssetActivityWatch): () => void {
  const client = createClient({
    url: appDataApi.url,
    retryAttempts: RETRY_ATTEMPTS,
    on: {
      connecting: () => onState('connecting'),
      connected: () => onState('live'),
    },
  });
  const stop = client.subscribe<ResultOf<typeof OnAssetActivity>>(
    {
      operationName: documentOperationName(OnAssetActivity),
      query: documentText(OnAssetActivity) ?? print(OnAssetActivity),
      variables: { subscriptionId: crypto.randomUUID(), addresses },
    },
    {
      next: ({ data }) => {
        const activity = data?.onAssetActivity;
        if (activity) onActivity(readFragment(AssetActivityParts, activity));
      },
      error: () => onState('off'),
      complete: () => onState('off'),
    },
  );
  return () => {
    stop();
    client.dispose();
  };
}
