import { describe, expect, it } from 'vitest';
import {
  isDataApiQuery,
  isPageData,
  isPageNavigation,
  isPreviewImage,
  isTokenLogo,
  type RouteRequest,
} from './serviceWorkerRoutes.ts';

const SITE = 'http://127.0.0.1:8787';

/** Node's Request cannot be made with mode "navigate" or a destination; the rules read only these fields. */
function routeRequest(
  href: string,
  {
    mode = 'cors',
    destination = '',
    method = 'GET',
    headers = new Headers(),
  }: Partial<Pick<Request, 'mode' | 'destination' | 'method' | 'headers'>> = {},
): RouteRequest {
  const url = new URL(href, SITE);
  return {
    url,
    sameOrigin: url.origin === SITE,
    request: { mode, destination, method, headers } as Request,
  };
}

describe('service worker routes', () => {
  it('takes page navigations but never the edge API', () => {
    expect(isPageNavigation(routeRequest('/tokens/ethereum/0xabc', { mode: 'navigate' }))).toBe(true);
    expect(isPageNavigation(routeRequest('/api/image/tokens/ethereum/0xabc', { mode: 'navigate' }))).toBe(
      false,
    );
    expect(isPageNavigation(routeRequest('/api/anything', { mode: 'navigate' }))).toBe(false);
    expect(isPageNavigation(routeRequest('/explore'))).toBe(false);
    expect(isPageNavigation(routeRequest('https://example.com/', { mode: 'navigate' }))).toBe(false);
  });

  it('takes the page data of client-side routing', () => {
    expect(isPageData(routeRequest('/explore/index.pageContext.json'))).toBe(true);
    expect(isPageData(routeRequest('/explore/index.pageContext.json', { method: 'POST' }))).toBe(false);
  });

  it('takes GET queries to the configured Data API only', () => {
    const dataApi = isDataApiQuery(new URL('http://127.0.0.1:4000/graphql'));
    expect(dataApi(routeRequest('http://127.0.0.1:4000/graphql?query=%7Bx%7D'))).toBe(true);
    expect(dataApi(routeRequest('http://127.0.0.1:4000/graphql', { method: 'POST' }))).toBe(false);
    expect(dataApi(routeRequest('http://127.0.0.1:4000/logos/eth.png'))).toBe(false);
    expect(dataApi(routeRequest('http://127.0.0.1:4001/graphql?query=%7Bx%7D'))).toBe(false);
    const stream = new Headers({ accept: 'text/event-stream' });
    // The OnAssetActivity subscription's stream (graphql-sse POSTs it; other clients may GET it).
    expect(dataApi(routeRequest('http://127.0.0.1:4000/graphql', { method: 'POST', headers: stream }))).toBe(
      false,
    );
    expect(dataApi(routeRequest('http://127.0.0.1:4000/graphql?query=s', { headers: stream }))).toBe(false);
    const hosted = isDataApiQuery(new URL('https://interface.gateway.example/v1/graphql'));
    expect(hosted(routeRequest('https://interface.gateway.example/v1/graphql?query=q'))).toBe(true);
  });

  it('keeps preview images apart from page navigations to them', () => {
    expect(isPreviewImage(routeRequest('/api/image/tokens/ethereum/0xabc', { destination: 'image' }))).toBe(
      true,
    );
    expect(isPreviewImage(routeRequest('/images/tokens/ethereum/0xabc.png', { destination: 'image' }))).toBe(
      true,
    );
    expect(isPreviewImage(routeRequest('/api/image/tokens/ethereum/0xabc', { mode: 'navigate' }))).toBe(
      false,
    );
    expect(isPreviewImage(routeRequest('/images/readme.txt'))).toBe(false);
  });

  it('takes other images as token logos', () => {
    expect(isTokenLogo(routeRequest('http://127.0.0.1:4000/logos/eth.png', { destination: 'image' }))).toBe(
      true,
    );
    expect(isTokenLogo(routeRequest('http://127.0.0.1:4000/logos/eth.png', { mode: 'navigate' }))).toBe(
      false,
    );
    expect(isTokenLogo(routeRequest('/assets/app.js', { destination: 'script' }))).toBe(false);
  });
});
