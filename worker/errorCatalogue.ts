import type { DataApiError } from '../data/dataApiError.ts';

/**
 * The spec's error catalogue (section 8): every error answer the edge gives, written once. The
 * silent rows (font fallback, default logo colour, original page on a failed preview step) live where
 * they happen; these are the rows that answer with a status and a body.
 */
export const errorCatalogue = {
  poolNotFound: () => plainText(404, 'Pool not found.'),
  tokenNotFound: () => plainText(404, 'Token not found.'),
  positionNotFound: () => plainText(404, 'Position not found.'),
  /** Any other failure building an image: the body is the error message. */
  imageFailed: (error: unknown) => plainText(500, error instanceof Error ? error.message : String(error)),
  notFound: () => plainText(404, '404 Not Found'),
  /** The `/graphql` proxy: a Data API that failed the spec's rules (HTTP 300+, not JSON, too large), or no answer. */
  dataApiFailed: (error: DataApiError) => plainText(error.kind === 'timeout' ? 504 : 502, error.message),
  /** The `/graphql` proxy takes GraphQL over GET and POST only. */
  methodNotAllowed: () => withHeader(plainText(405, 'Method Not Allowed'), 'Allow', 'GET, POST'),
  /** A subscription's event stream outlives every bound of the proxy: the app polls instead. */
  subscriptionNotProxied: () => plainText(406, 'Subscriptions are not proxied.'),
  requestTooLarge: () => plainText(413, 'Request too large.'),
  internalServerError: () => plainText(500, 'Internal Server Error'),
};

function withHeader(response: Response, name: string, value: string): Response {
  response.headers.set(name, value);
  return response;
}

function plainText(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
