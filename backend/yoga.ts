import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { dataApiTypeDefs } from './dataApiSchema.ts';
import { createDataset, type Dataset } from './dataset/dataset.ts';
import { executionCachePlugin } from './executionCache.ts';
import { createDatasetFiles, isDatasetFilePath } from './files/datasetFiles.ts';
import { type ChainActivity, NO_CHAIN } from './indexer/chainActivity.ts';
import { limitOrderActivities } from './limitOrders/limitOrderActivities.ts';
import { type LimitOrderService, limitOrderEndpointsPlugin } from './limitOrders/limitOrderEndpoints.ts';
import { relyingPartyFrom } from './passkeys/relyingParty.ts';
import { queryCostPlugin } from './queryCost.ts';
import { createRamp, type Ramp } from './ramp/ramp.ts';
import type { DataApiContext } from './resolvers/dataApiContext.ts';
import { resolvers } from './resolvers/resolvers.ts';
import {
  DEFAULT_SUBSCRIPTION_LIMITS,
  type SubscriptionLimits,
  subscriptionGate,
} from './resolvers/subscriptionGate.ts';
import { type SavedDataOptions, savedDataEndpointsPlugin } from './savedDataEndpoints.ts';
import { IN_MEMORY_STORE, openBackendStore } from './store/backendStore.ts';

export const DATA_API_PATH = '/graphql';

/** Nested fields an answer may have (the app's deepest operations have 9). */
export const MAX_QUERY_DEPTH = 14;

const typeDefs = dataApiTypeDefs();

export interface DataApiOptions {
  /** An isolated dataset (tests compare two generations); by default a fresh one. */
  dataset?: Dataset;
  /** Reuse results of repeated operations (on by default; the benchmark measures both ways). */
  executionCache?: boolean;
  /**
   * Milliseconds since the epoch, as `Date.now` (the default): transactions keep arriving with it.
   * Tests pass a clock they set and advance, so "a minute later" takes no minute.
   */
  clock?: () => number;
  /**
   * The indexed chain (`startChainIndexer`, or `chainIndexerFromEnv` as `main.ts` does): its swaps and
   * liquidity join the transactions lists and its pools report their on-chain price and holdings.
   * Without it (the default) nothing is indexed or connected and every answer is the dataset's alone.
   */
  chain?: ChainActivity;
  /** Bounds of the `onAssetActivity` subscription (tests lower them to reach them). */
  subscriptionLimits?: Partial<SubscriptionLimits>;
  /** Where passkeys and feedback are kept (`main.ts`: the store's file); by default a store in memory. */
  savedData?: SavedDataOptions;
  /** Buying and selling for fiat (`main.ts`: on the indexed chain); by default one in the saved-data store, without a chain. */
  ramp?: Ramp;
  /** The limit-order service (`startLimitOrderService`); without it, `/limit-orders` is not served. */
  limitOrders?: LimitOrderService;
}

/**
 * The embedded Data API: the hosted API's contract (a proven subset of its schema) over the local
 * deterministic dataset, and the local chain's activity when one is indexed. Queries answer over
 * GET and POST; the `onAssetActivity` subscription streams over GraphQL over SSE at the same URL
 * (Yoga's own: a POST or GET with `Accept: text/event-stream`, graphql-sse's distinct connections mode).
 */
export function createDataApi({
  dataset = createDataset(),
  executionCache = true,
  clock = Date.now,
  chain = NO_CHAIN,
  subscriptionLimits,
  savedData = { store: openBackendStore(IN_MEMORY_STORE), relyingParty: relyingPartyFrom({}) },
  ramp = createRamp({ store: savedData.store, dataset }),
  limitOrders,
}: DataApiOptions = {}) {
  const subscriptions = subscriptionGate({ ...DEFAULT_SUBSCRIPTION_LIMITS, ...subscriptionLimits });
  return createYoga({
    schema: createSchema<DataApiContext>({ typeDefs, resolvers }),
    graphqlEndpoint: DATA_API_PATH,
    context: ({ request }): DataApiContext => ({
      dataset,
      chain,
      origin: new URL(request.url).origin,
      now: Math.floor(clock() / 1000),
      subscriptions,
      rampActivities: ramp.activitiesOf,
      limitOrderActivities: (owner) => (limitOrders ? limitOrderActivities(limitOrders, dataset, owner) : []),
    }),
    // The browser app (127.0.0.1:8787) and the edge worker call from other origins.
    cors: { origin: '*', methods: ['GET', 'POST', 'OPTIONS'] },
    // GraphiQL loads its assets from a CDN, which this offline product cannot reach.
    graphiql: false,
    landingPage: false,
    maskedErrors: true,
    plugins: [
      EnvelopArmorPlugin({
        // Fields only: fragments and inline fragments add no level to an answer.
        maxDepth: { n: MAX_QUERY_DEPTH, flattenFragments: true },
        // Armor's cost grows by a flat factor per level, blind to list sizes: `queryCostPlugin` measures.
        costLimit: { enabled: false },
        maxAliases: { n: 30 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 4_000 },
      }),
      queryCostPlugin(),
      ...(executionCache ? [executionCachePlugin()] : []),
      datasetFilesPlugin(dataset),
      savedDataEndpointsPlugin(savedData),
      ramp.plugin,
      ...(limitOrders ? [limitOrderEndpointsPlugin(limitOrders)] : []),
    ],
  });
}

export type DataApi = ReturnType<typeof createDataApi>;

/** Logos and NFT art come from the Data API's own origin, so the product never needs the internet. */
function datasetFilesPlugin(dataset: Dataset): Plugin {
  const files = createDatasetFiles(dataset);
  return {
    onRequest({ url, request, endResponse, fetchAPI }) {
      if (!isDatasetFilePath(url.pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) return;
      const file = files(url.pathname);
      const headers = {
        'access-control-allow-origin': '*',
        'cache-control': 'public, max-age=86400',
      };
      endResponse(
        file
          ? new fetchAPI.Response(request.method === 'HEAD' ? null : (file.body as Uint8Array<ArrayBuffer>), {
              headers: {
                ...headers,
                'content-type': file.contentType,
                'content-length': String(file.body.byteLength),
              },
            })
          : new fetchAPI.Response('Not found', {
              status: 404,
              headers: { ...headers, 'content-type': 'text/plain' },
            }),
      );
    },
  };
}
