import { isEdgeApiPath, isPreviewImagePath } from '../preview/previewImagePath.ts';

/**
 * Which requests each caching rule of the service worker takes, as pure functions of the request
 * (tested in Node). Workbox tries the rules in the order they are registered.
 */
export interface RouteRequest {
  url: URL;
  request: Request;
  sameOrigin: boolean;
}

const PAGE_DATA_SUFFIX = '.pageContext.json';

/** The edge worker's own answers (`/api/image/...`) are never answered by the page fallback. */
export function isPageNavigation({ url, request, sameOrigin }: RouteRequest): boolean {
  return request.mode === 'navigate' && sameOrigin && !isEdgeApiPath(url.pathname);
}

/** vike's client-side routing fetches a page's data as `<page>/index.pageContext.json`. */
export function isPageData({ url, request, sameOrigin }: RouteRequest): boolean {
  return request.method === 'GET' && sameOrigin && url.pathname.endsWith(PAGE_DATA_SUFFIX);
}

/**
 * Queries sent as GET to the configured Data API endpoint; mutations go as POST and pass by, and so
 * does a subscription's event stream (POST from graphql-sse, or a GET that accepts `text/event-stream`):
 * a cached or buffered stream would never deliver an event.
 */
export function isDataApiQuery(endpoint: URL) {
  return ({ url, request }: RouteRequest): boolean =>
    request.method === 'GET' &&
    url.origin === endpoint.origin &&
    url.pathname === endpoint.pathname &&
    !request.headers.get('accept')?.includes(EVENT_STREAM);
}

const EVENT_STREAM = 'text/event-stream';

/** Preview cards: rendered by the edge (`/api/image/...`) or at build (`/images/....png`). */
export function isPreviewImage({ url, request, sameOrigin }: RouteRequest): boolean {
  if (request.method !== 'GET' || request.mode === 'navigate' || !sameOrigin) return false;
  return isPreviewImagePath(url.pathname);
}

/** Every other image the pages draw is a token or chain logo, from this origin or a logo host. */
export function isTokenLogo({ request }: RouteRequest): boolean {
  return request.method === 'GET' && request.destination === 'image' && request.mode !== 'navigate';
}
