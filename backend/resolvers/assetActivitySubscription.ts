import { createGraphQLError, Repeater, SlidingBuffer } from 'graphql-yoga';
import type { AssetActivityRecord } from '../dataset/assetActivities.ts';
import { normalizeAddress } from '../dataset/chains.ts';
import type { DataApiContext } from './dataApiContext.ts';

/** The longest subscription id accepted (a uuid is 36 characters). */
const MAX_SUBSCRIPTION_ID_LENGTH = 64;

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
