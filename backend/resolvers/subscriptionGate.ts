import { createGraphQLError } from 'graphql-yoga';

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
