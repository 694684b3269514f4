import type { WorkboxPlugin } from 'workbox-core/types.js';
import { isCompleteDataApiAnswer } from '../data/dataApiAnswer.ts';
import { OFFLINE_COPY_HEADER } from '../data/freshness.ts';

/**
 * Keeps only complete Data API answers, stamped for the offline banner. A GraphQL error comes back
 * with HTTP 200, so the status alone cannot keep errors out of the cache: the body is read too.
 *
 * The stored copy carries its production time in `Date` (the Data API's own when the browser lets us
 * read it; cross-origin it may not, then the time of storing) and `OFFLINE_COPY_HEADER`, which an
 * answer straight from the network never has: the page can tell a cache fallback from a live answer.
 */
export const dataApiAnswerCaching: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200 || response.type === 'opaque') return null;
    const body = await response.clone().text();
    if (!isCompleteDataApiAnswer(body)) return null;
    const storedAt = new Date().toUTCString();
    const headers = new Headers(response.headers);
    if (!headers.has('date')) headers.set('date', storedAt);
    headers.set(OFFLINE_COPY_HEADER, storedAt);
    // The page reads the copy through CORS rules like any cross-origin answer: let it see both times.
    headers.set('access-control-expose-headers', `date, ${OFFLINE_COPY_HEADER}`);
    return new Response(body, { status: 200, statusText: response.statusText, headers });
  },
};
