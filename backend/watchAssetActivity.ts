import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-sse';

/** The subscription as the app sends it (one account), with the fields tests and the bench read. */
export const ON_ASSET_ACTIVITY = /* GraphQL */ `
  subscription OnAssetActivity($subscriptionId: ID!, $addresses: [String!]!) {
    onAssetActivity(subscriptionId: $subscriptionId, addresses: $addresses) {
      id
      timestamp
      chain
      details {
        __typename
        ... on TransactionDetails {
          type
          from
          to
          hash
          nonce
          status: transactionStatus
          assetChanges {
            __typename
            ... on TokenTransfer {
              asset { address symbol decimals }
              quantity
              direction
              sender
              recipient
              transactedValue { currency value }
            }
            ... on TokenApproval {
              asset { address symbol }
              approvedAddress
              quantity
            }
          }
        }
      }
    }
  }
`;

export interface WatchedActivity {
  id: string;
  timestamp: number;
  chain: string;
  details: {
    __typename: string;
    type: string;
    from: string;
    to: string;
    hash: string;
    nonce: number;
    status: string;
    assetChanges: {
      __typename: string;
      asset: { address: string | null; symbol: string; decimals?: number };
      quantity: string;
      direction?: string;
      sender?: string;
      recipient?: string;
      approvedAddress?: string;
      transactedValue?: { currency: string; value: number };
    }[];
  };
}

export interface ActivityWatch {
  /** Every activity delivered so far, each with the `performance.now()` it arrived at. */
  readonly received: { activity: WatchedActivity; at: number }[];
  /** Errors the server answered with (a refused subscription), or the connection's failure. */
  readonly errors: string[];
  /** Resolves when the server has accepted the stream (its first byte), rejects when it refused it. */
  readonly opened: Promise<void>;
  /** The first delivered activity of this transaction (waits up to `timeoutMs`). */
  next(hash: string, timeoutMs?: number): Promise<{ activity: WatchedActivity; at: number }>;
  close(): void;
}

/** A refused subscription answers with an HTTP error status and the GraphQL errors in its stream. */
async function refusal(error: unknown): Promise<string> {
  const message = error instanceof Error ? error.message : String(error);
  const response = (error as { response?: Response }).response;
  if (!response) return message;
  const body = await response.text().catch(() => '');
  const reasons = body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .flatMap((line) => {
      try {
        return (JSON.parse(line.slice(6)) as { errors?: { message: string }[] }).errors ?? [];
      } catch {
        return [];
      }
    })
    .map((reason) => reason.message);
  return [message, ...reasons].join(': ');
}

/**
 * Subscribes to `OnAssetActivity` the way the app does: graphql-sse in distinct connections mode
 * (one SSE response per subscription) against the Data API's `/graphql`. For tests and the bench.
 */
export function watchAssetActivity(
  url: string,
  addresses: readonly string[],
  { retryAttempts = 0 }: { retryAttempts?: number } = {},
): ActivityWatch {
  const received: { activity: WatchedActivity; at: number }[] = [];
  const errors: string[] = [];
  const waiters = new Set<() => void>();
  let markOpened: () => void = () => {};
  let markRefused: (error: Error) => void = () => {};
  const opened = new Promise<void>((resolve, reject) => {
    markOpened = resolve;
    markRefused = reject;
  });
  opened.catch(() => {});
  const client = createClient({
    url,
    singleConnection: false,
    retryAttempts,
    on: { connected: () => markOpened() },
  });
  const notify = () => {
    for (const wake of waiters) wake();
  };
  const dispose = client.subscribe<{ onAssetActivity: WatchedActivity | null }>(
    {
      query: ON_ASSET_ACTIVITY,
      variables: { subscriptionId: randomUUID(), addresses },
    },
    {
      next: ({ data, errors: answered }) => {
        if (answered?.length) {
          errors.push(...answered.map((error) => error.message));
          markRefused(new Error(errors.join('; ')));
        }
        if (data?.onAssetActivity) received.push({ activity: data.onAssetActivity, at: performance.now() });
        notify();
      },
      error: (error) => {
        void refusal(error).then((message) => {
          errors.push(message);
          markRefused(new Error(errors.join('; ')));
          notify();
        });
      },
      complete: () => notify(),
    },
  );
  return {
    received,
    errors,
    opened,
    next(hash, timeoutMs = 15_000) {
      const lower = hash.toLowerCase();
      const found = () => received.find(({ activity }) => activity.details.hash === lower);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No activity for ${hash} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const hit = found();
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(hit);
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      dispose();
      client.dispose();
    },
  };
}
