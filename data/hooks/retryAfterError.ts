import type { SWRConfiguration } from 'swr';

/** The longest wait between two tries of a failed query, so a view recovers soon after the Data API does. */
export const MAX_RETRY_INTERVAL_MS = 20_000;
const FIRST_RETRY_MS = 2_500;

/**
 * SWR's own retry doubles its wait without end (about 20 minutes after eight failures): a Data API
 * that comes back after a long outage would stay unused until the reader pressed Retry. This one
 * doubles from 2.5 s up to 20 s, with jitter so that many open tabs do not retry in step, and keeps
 * trying for as long as the view is on screen.
 */
export const retryAfterError: SWRConfiguration['onErrorRetry'] = (
  _error,
  _key,
  _config,
  revalidate,
  options,
) => {
  const wait = Math.min(FIRST_RETRY_MS * 2 ** options.retryCount, MAX_RETRY_INTERVAL_MS);
  setTimeout(() => void revalidate(options), wait * (0.75 + Math.random() / 2));
};
