import { createGraphQLError, Repeater, SlidingBuffer } from 'graphql-yoga';
import type { AssetActivityRecord } from '../dataset/assetActivities.ts';
import { normalizeAddress } from '../dataset/chains.ts';
import type { DataApiContext } from './dataApiContext.ts';

/**
 * How much of the server live activity may hold. A subscription is an open HTTP response (GraphQL
 * over SSE) and a listener on the indexer: both are bounded, so no client can exhaust the server.
 */
export interface SubscriptionLimits {
  /** Addresses one subscription may watch (the app watches its one account). */
  maxAddresses: number;
  /** Open subscriptions the whole server holds at once; the next one is refused until one ends. */
  maxSubscriptions: number;
  /** Activities kept for a client that reads slower than they come; the oldest are dropped. */
  maxPending: number;
}

export const DEFAULT_SUBSCRIPTION_LIMITS: SubscriptionLimits = {
  maxAddresses: 20,
  maxSubscriptions: 200,
  maxPending: 100,
};

/** The longest subscription id accepted (a uuid is 36 characters). */
const MAX_SUBSCRIPTION_ID_LENGTH = 64;

/** The server's count of open subscriptions, against its limits. */
export function subscriptionGate(limits: SubscriptionLimits) {
  let open = 0;
  return {
    limits,
    get open() {
      return open;
    },
    /** Takes a slot, or refuses; the returned release gives it back (once, however often it is called). */
    enter(): () => void {
      if (open >= limits.maxSubscriptions) {
        throw createGraphQLError(
          `Too many open subscriptions on this server (at most ${limits.maxSubscriptions}); try again later`,
          // 429 on the SSE response itself: graphql-sse's client retries it with a growing delay.
          { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', http: { status: 429 } } },
        );
      }
      open++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open--;
      };
    },
  };
}

export type SubscriptionGate = ReturnType<typeof subscriptionGate>;

type OnAssetActivityArgs = { subscriptionId: string; addresses: string[] };

/**
 * `onAssetActivity(subscriptionId, addresses)`: every new activity of these addresses on the indexed
 * chain, as its block is indexed (the dataset's history is frozen and never grows). Served over
 * GraphQL over SSE by Yoga, which pings every 12 s and ends the stream when the client goes: then the
 * listener is removed and the slot freed.
 */
export const subscriptionResolvers = {
  Subscription: {
    onAssetActivity: {
      subscribe: (_root: unknown, args: OnAssetActivityArgs, context: DataApiContext) =>
        assetActivityStream(args, context),
      resolve: (activity: AssetActivityRecord) => activity,
    },
  },
};

function assetActivityStream(
  { subscriptionId, addresses }: OnAssetActivityArgs,
  { chain, subscriptions }: DataApiContext,
): AsyncIterableIterator<AssetActivityRecord> {
  const { maxAddresses, maxPending } = subscriptions.limits;
  if (subscriptionId.length === 0 || subscriptionId.length > MAX_SUBSCRIPTION_ID_LENGTH) {
    throw badInput(`subscriptionId must have 1 to ${MAX_SUBSCRIPTION_ID_LENGTH} characters`);
  }
  if (addresses.length === 0 || addresses.length > maxAddresses) {
    throw badInput(`A subscription watches 1 to ${maxAddresses} addresses, got ${addresses.length}`);
  }
  const owners = addresses.map((address) => {
    const owner = normalizeAddress(address);
    if (!owner) throw badInput(`Not an address: ${address.slice(0, 64)}`);
    return owner;
  });
  const release = subscriptions.enter();
  const stream = new Repeater<AssetActivityRecord>(async (push, stop) => {
    const unwatch = chain.watchAccounts([...new Set(owners)], (activity) => {
      void push(activity);
    });
    await stop;
    unwatch();
    release();
  }, new SlidingBuffer(maxPending));
  // A Repeater ended before its first read never runs its executor: the slot is freed here as well.
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    next: () => stream.next(),
    return(value?: unknown) {
      release();
      return stream.return(value as AssetActivityRecord);
    },
    throw(error?: unknown) {
      release();
      return stream.throw(error);
    },
  };
}

/** A 400 on the SSE response: the client asked for what no retry will get. */
function badInput(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}
