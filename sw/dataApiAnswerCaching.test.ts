import { describe, expect, it } from 'vitest';
import { OFFLINE_COPY_HEADER } from '../data/freshness.ts';
import { dataApiAnswerCaching } from './dataApiAnswerCaching.ts';

async function toCache(response: Response): Promise<Response | null | undefined> {
  const cacheWillUpdate = dataApiAnswerCaching.cacheWillUpdate;
  if (!cacheWillUpdate) throw new Error('no cacheWillUpdate');
  const request = new Request('http://127.0.0.1:4000/graphql?query=q');
  const stored = await cacheWillUpdate({ request, response, event: new Event('fetch') as never, state: {} });
  return stored as Response | null | undefined;
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });

describe('dataApiAnswerCaching', () => {
  it('keeps a complete answer with its Date and marks it as an offline copy', async () => {
    const date = 'Sat, 21 Nov 2026 10:00:00 GMT';
    const stored = await toCache(json({ data: { token: { symbol: 'UNI' } } }, { headers: { date } }));
    expect(stored?.headers.get('date')).toBe(date);
    expect(stored?.headers.get(OFFLINE_COPY_HEADER)).toBeTruthy();
    expect(stored?.headers.get('access-control-expose-headers')).toContain(OFFLINE_COPY_HEADER);
    expect(await stored?.json()).toEqual({ data: { token: { symbol: 'UNI' } } });
  });

  it('stamps the time of storing when the Date header cannot be read', async () => {
    const before = Date.now() - 1000;
    const stored = await toCache(json({ data: { tokens: [] } }));
    const date = Date.parse(stored?.headers.get('date') ?? '');
    expect(date).toBeGreaterThanOrEqual(before);
    expect(date).toBeLessThanOrEqual(Date.now());
  });

  it('never keeps errors: GraphQL errors, partial data, HTTP errors, non-JSON', async () => {
    expect(await toCache(json({ errors: [{ message: 'boom' }] }))).toBeNull();
    expect(await toCache(json({ data: { token: null }, errors: [{ message: 'partial' }] }))).toBeNull();
    expect(await toCache(json({ data: null }))).toBeNull();
    expect(await toCache(json({ data: {} }, { status: 500 }))).toBeNull();
    expect(await toCache(new Response('<html>proxy error</html>', { status: 200 }))).toBeNull();
  });
});
