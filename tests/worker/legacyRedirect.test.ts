import { describe, expect, it } from 'vitest';
import { workerFetch } from './workerFetch.ts';

const CRAWLER = { 'User-Agent': 'Twitterbot/1.0', Accept: '*/*' };

describe('legacy liquidity routes', () => {
  it.each([
    ['/pool', '/positions'],
    ['/pools', '/positions'],
    ['/pool/v2', '/positions'],
    ['/pools/v2', '/positions'],
    ['/pool/find', '/positions'],
    ['/pools/find', '/positions'],
    ['/pool/new', '/positions/create'],
    ['/pools/new', '/positions/create'],
    ['/pool/42', '/positions/v3/ethereum/42'],
    ['/pools/42', '/positions/v3/ethereum/42'],
    ['/pools/42?chain=base', '/positions/v3/base/42'],
  ])('%s answers 301 to %s, with no body to read', async (path, target) => {
    const response = await workerFetch(path, { headers: CRAWLER, redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(`http://edge.test${target}`);
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
    expect(await response.text()).toBe('');
  });

  it('redirects a HEAD request alike', async () => {
    const response = await workerFetch('/pool/new', { method: 'HEAD', redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('http://edge.test/positions/create');
  });

  it('keeps the host the request came to, whatever PUBLIC_ORIGIN says', async () => {
    const response = await workerFetch('https://other.example/pools', { redirect: 'manual' });
    expect(response.headers.get('Location')).toBe('https://other.example/positions');
  });

  it('leaves a path that only looks legacy to the pages and assets', async () => {
    for (const path of ['/pool/1/2', '/poolside']) {
      const response = await workerFetch(path, { headers: CRAWLER, redirect: 'manual' });
      expect(response.status, path).toBe(404);
    }
  });
});
