import {
  DEFAULT_MAX_RESPONSE_BYTES,
  isCompleteDataApiAnswer,
  readDataApiAnswer,
} from '../data/dataApiAnswer.ts';
import { DataApiError } from '../data/dataApiError.ts';
import { dataApiKeyHeaders } from '../data/dataApiKey.ts';
import { edgeCacheQueryKey, readEdgeCache, writeEdgeCache } from './edgeCache.ts';
import type { EdgeContext } from './edgeContext.ts';
import { errorCatalogue } from './errorCatalogue.ts';

/** The app's largest operation is a few KB; a body far past that is not the app's. */
const MAX_REQUEST_BYTES = 64 * 1024;

/**
 * The app's GraphQL calls on the site's own origin (`/graphql`), sent on to `DATA_API_URL` with the key
 * of the `DATA_API_KEY` secret, so a hosted Data API's key never reaches the browser. The edge's own
 * rules hold: the call is bounded in time (`DATA_API_TIMEOUT_MS`) and size, its answer must pass the
 * spec's checks (and never repeat the key), failures answer from the error catalogue, and complete
 * answers to GET queries are shared for a few seconds (Cache API). Only the body and its type go back:
 * no upstream header, so nothing the Data API sets reaches the browser either.
 */
export async function respondWithDataApiProxy(request: Request, edge: EdgeContext): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST') return errorCatalogue.methodNotAllowed();
  if (request.headers.get('Accept')?.includes('text/event-stream')) {
    await request.body?.cancel();
    return errorCatalogue.subscriptionNotProxied();
  }
  const params = new URL(request.url).searchParams;
  const cacheKey = request.method === 'GET' ? edgeCacheQueryKey('data-api', params) : undefined;
  const cached = cacheKey && (await readEdgeCache('dataApiAnswers', cacheKey).catch(() => undefined));
  if (cached) return answer(await cached.text(), cached.headers.get('Date'));

  const body = request.method === 'POST' ? await boundedRequestBody(request) : undefined;
  if (body === null) return errorCatalogue.requestTooLarge();
  const upstream = new URL(edge.dataApi.url);
  if (cacheKey) upstream.search = params.toString();
  try {
    const response = await fetch(upstream, {
      method: request.method,
      headers: {
        Accept: 'application/graphql-response+json, application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...dataApiKeyHeaders(edge.dataApi.key),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(edge.dataApi.timeoutMs),
    });
    const text = await readDataApiAnswer(response, {
      maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES,
      apiKey: edge.dataApi.key,
    });
    const proxied = answer(text, response.headers.get('Date'));
    if (cacheKey && isCompleteDataApiAnswer(text) && sharable(response.headers)) {
      writeEdgeCache('dataApiAnswers', cacheKey, proxied, edge.ctx);
    }
    return proxied;
  } catch (error) {
    return errorCatalogue.dataApiFailed(asDataApiError(error, edge.dataApi.timeoutMs));
  }
}

/** The answer as the browser gets it: the body, its type and when the Data API made it (the offline banner reads `Date`). */
function answer(body: string, date: string | null): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      Date: date ?? new Date().toUTCString(),
    },
  });
}

/** The Data API may say an answer is one reader's own. */
function sharable(headers: Headers): boolean {
  const cacheControl = headers.get('Cache-Control') ?? '';
  return !/\b(no-store|private)\b/i.test(cacheControl) && !headers.has('Set-Cookie');
}

/** The request's body, or `null` past MAX_REQUEST_BYTES (read while it streams, not trusted from a header). */
async function boundedRequestBody(request: Request): Promise<string | null> {
  if (Number(request.headers.get('Content-Length') ?? '0') > MAX_REQUEST_BYTES) {
    await request.body?.cancel();
    return null;
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > MAX_REQUEST_BYTES) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

function asDataApiError(error: unknown, timeoutMs: number): DataApiError {
  if (error instanceof DataApiError) return error;
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new DataApiError('timeout', `Data API did not answer within ${timeoutMs} ms`, { cause: error });
  }
  return new DataApiError('network', 'Data API could not be reached', { cause: error });
}
