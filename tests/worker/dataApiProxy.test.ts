import { describe, expect, inject, it } from 'vitest';
import { FIXTURE_DATA_API_KEY, type SeenDataApiRequest, TOKENS } from './fixtureData.ts';
import { workerFetch } from './workerFetch.ts';

const dataApiOrigin = `http://127.0.0.1:${inject('dataApiPort')}`;
/** The edge as deployed against a hosted Data API: its key in the `DATA_API_KEY` secret. */
const withKey = { DATA_API_KEY: FIXTURE_DATA_API_KEY } satisfies Partial<Env>;

async function seenByDataApi(): Promise<SeenDataApiRequest[]> {
  return (await fetch(`${dataApiOrigin}/seen`)).json();
}

/** A query no other test asks, so its upstream calls can be told apart. */
function tokenNameQuery(alias: string, token: string = TOKENS.pngLogo) {
  return `{ ${alias}: token(chain: ETHEREUM, address: "${token}") { name } }`;
}

async function everythingSent(response: Response): Promise<string> {
  return (
    [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n') + (await response.text())
  );
}

describe("the edge's /graphql proxy (workerd)", () => {
  it('sends the key upstream with a POST, and answers the Data API body without it', async () => {
    const query = tokenNameQuery('postedName');
    const response = await workerFetch(
      '/graphql',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) },
      withKey,
    );
    expect(response.status).toBe(200);
    const sent = await everythingSent(response);
    expect(sent).toContain('{"data":{"postedName":{"name":"Fixture Coin"}}}');
    expect(sent).not.toContain(FIXTURE_DATA_API_KEY);
    const upstream = (await seenByDataApi()).filter((seen) => seen.method === 'POST');
    expect(upstream.at(-1)?.apiKey).toBe(FIXTURE_DATA_API_KEY);
  });

  it('answers the same GET query once from the Data API and then from the edge cache', async () => {
    const path = `/graphql?query=${encodeURIComponent(tokenNameQuery('cachedName'))}`;
    const first = await workerFetch(path, {}, withKey);
    const second = await workerFetch(path, {}, withKey);
    expect(await first.text()).toBe(await second.text());
    const upstream = (await seenByDataApi()).filter((seen) => seen.url.includes('cachedName'));
    expect(upstream).toEqual([expect.objectContaining({ method: 'GET', apiKey: FIXTURE_DATA_API_KEY })]);
  });

  it('withholds an answer that repeats the key (502 from the error catalogue), and caches no error', async () => {
    const path = `/graphql?query=${encodeURIComponent(tokenNameQuery('echo', TOKENS.namedAfterKey))}`;
    for (let i = 0; i < 2; i++) {
      const response = await workerFetch(path, {}, withKey);
      expect(response.status).toBe(502);
      expect(await everythingSent(response)).not.toContain(FIXTURE_DATA_API_KEY);
    }
    expect((await seenByDataApi()).filter((seen) => seen.url.includes('echo'))).toHaveLength(2);
  });

  it('never writes the key into a page or a card, even when the Data API repeats it', async () => {
    for (const path of [
      `/explore/tokens/ethereum/${TOKENS.pngLogo}`,
      `/explore/tokens/ethereum/${TOKENS.namedAfterKey}`,
      `/api/image/tokens/ethereum/${TOKENS.namedAfterKey}`,
    ]) {
      const response = await workerFetch(path, { headers: { Accept: 'text/html' } }, withKey);
      expect(await everythingSent(response)).not.toContain(FIXTURE_DATA_API_KEY);
    }
    // Other worker files ask the same fixture Data API at the same time, keyless: only this file asks
    // for the token named after the key, so its requests are the ones to check.
    const upstream = (await seenByDataApi()).filter((seen) =>
      decodeURIComponent(seen.url).toLowerCase().includes(TOKENS.namedAfterKey.toLowerCase()),
    );
    expect(upstream.length).toBeGreaterThan(0);
    expect(upstream.filter((seen) => seen.apiKey === null)).toEqual([]);
  });

  it('answers failures from the error catalogue, with the time bound of the rest of the edge', async () => {
    const timedOut = await workerFetch(
      `/graphql?query=${encodeURIComponent(tokenNameQuery('late', TOKENS.slowDataApi))}`,
      {},
      withKey,
    );
    expect([timedOut.status, await timedOut.text()]).toEqual([504, 'Data API did not answer within 500 ms']);
    const unreachable = await workerFetch(
      '/graphql?query={__typename}',
      {},
      { DATA_API_URL: 'http://127.0.0.1:9/graphql' },
    );
    expect(unreachable.status).toBe(502);
    expect((await workerFetch('/graphql', { method: 'PUT' })).status).toBe(405);
    const stream = await workerFetch('/graphql', {
      method: 'POST',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(stream.status).toBe(406);
    const oversized = await workerFetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: `{ ${'__typename '.repeat(8_000)}}` }),
    });
    expect(oversized.status).toBe(413);
  });
});
