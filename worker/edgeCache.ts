import { PREVIEW_CONSTANTS } from '../preview/previewConstants.ts';

/**
 * The edge's Cache API use, in one place (modelled on Hono's cache middleware): named caches with
 * their TTLs, keys normalized so that neither the query string, the address case nor the Host header
 * splits or poisons an entry, only 200s stored, and writes kept off the response path.
 */
export const EDGE_CACHES = {
  tokenImages: { name: 'token-images', maxAgeSeconds: PREVIEW_CONSTANTS.ttlSeconds.edgeCache },
  poolImages: { name: 'pool-images', maxAgeSeconds: PREVIEW_CONSTANTS.ttlSeconds.edgeCache },
  positionImages: { name: 'position-images', maxAgeSeconds: PREVIEW_CONSTANTS.ttlSeconds.edgeCache },
  /** Preview records (spec: "a cache named for functions"). */
  previewRecords: { name: 'functions', maxAgeSeconds: PREVIEW_CONSTANTS.ttlSeconds.edgeCache },
  positionRecords: { name: 'functions', maxAgeSeconds: PREVIEW_CONSTANTS.ttlSeconds.positionRecord },
  /**
   * The app's GET queries through the `/graphql` proxy: briefly, so that readers asking the same query
   * at once cost the Data API (and its key's rate limit) one call, while prices and balances stay live.
   */
  dataApiAnswers: { name: 'data-api', maxAgeSeconds: 10 },
} as const;

export type EdgeCacheName = keyof typeof EDGE_CACHES;

/** Cache keys live on a fixed origin: the request's own Host (or forwarded headers) never enters them. */
const KEY_ORIGIN = 'https://edge-cache.invalid';

/** A key for one preview resource, e.g. `('images', 'tokens', 'ethereum', '0xAbC')`. */
export function edgeCacheKey(...segments: string[]): Request {
  const path = segments.map((segment) => encodeURIComponent(segment.toLowerCase())).join('/');
  return new Request(`${KEY_ORIGIN}/${path}`);
}

/**
 * A key for a query string kept as it is (a GraphQL query's text and variables are case-sensitive),
 * its parameters in a fixed order.
 */
export function edgeCacheQueryKey(name: string, params: URLSearchParams): Request {
  const sorted = new URLSearchParams([...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return new Request(`${KEY_ORIGIN}/${encodeURIComponent(name)}?${sorted}`);
}

/** The stored response for `key`, or `undefined`; a broken cache throws, and each caller decides. */
export async function readEdgeCache(name: EdgeCacheName, key: Request): Promise<Response | undefined> {
  const cache = await caches.open(EDGE_CACHES[name].name);
  return cache.match(key);
}

/**
 * Stores a copy of `response` after the response has gone out (`waitUntil`), only for a 200 without
 * `Set-Cookie`, with the cache's own max-age so the Cache API expires it.
 */
export function writeEdgeCache(
  name: EdgeCacheName,
  key: Request,
  response: Response,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
): void {
  if (response.status !== 200 || response.headers.has('Set-Cookie')) return;
  const stored = new Response(response.clone().body, response);
  stored.headers.set('Cache-Control', `public, max-age=${EDGE_CACHES[name].maxAgeSeconds}`);
  ctx.waitUntil(
    caches
      .open(EDGE_CACHES[name].name)
      .then((cache) => cache.put(key, stored))
      .catch((error: unknown) => console.warn(`edge cache ${name}: write failed`, error)),
  );
}
