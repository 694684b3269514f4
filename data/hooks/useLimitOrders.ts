import useSWR from 'swr';
import { BackendCallError } from '../backendCall.ts';
import { type LimitOrderSubmission, type LimitOrderSummary, limitOrdersUrl } from '../limitOrderApi.ts';
import { retryAfterError } from './retryAfterError.ts';

/** Open orders change state when a block settles them: this bounds how long a fill takes to show. */
const ORDERS_POLL_MS = 1_500;
const TIMEOUT_MS = 10_000;

/**
 * The connected swapper's limit orders from the order service (newest first), polled while one is open
 * (nothing else changes by itself; placing or cancelling one asks again).
 */
export function useLimitOrders(swapper: string | undefined) {
  return useSWR(
    swapper ? ['limit-orders', swapper.toLowerCase()] : null,
    () => orderServiceCall<LimitOrderSummary[]>(limitOrdersUrl(serviceUrl(), swapper as string)),
    {
      refreshInterval: (orders) => (orders?.some((order) => order.state === 'open') ? ORDERS_POLL_MS : 0),
      onErrorRetry: retryAfterError,
      keepPreviousData: true,
    },
  );
}

/** Hands a signed order to the order service; it answers with the order as kept, or says why not. */
export function postLimitOrder(submission: LimitOrderSubmission): Promise<LimitOrderSummary> {
  return orderServiceCall<LimitOrderSummary>(serviceUrl(), { method: 'POST', body: submission });
}

function serviceUrl(): string {
  return import.meta.env.BUILD_LIMIT_ORDER_API_URL;
}

async function orderServiceCall<T>(
  url: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
) {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new BackendCallError(0, 'The order service did not answer. Check your connection and try again.');
  }
  const answer = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined;
  if (!response.ok)
    throw new BackendCallError(
      response.status,
      typeof answer?.error === 'string' ? answer.error : `The order service answered ${response.status}.`,
    );
  return answer as T;
}
