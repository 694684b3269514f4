import { describe, expect, it } from 'vitest';
import { logoFetching } from './logoFetching.ts';

async function fetched(request: Request): Promise<Request> {
  const requestWillFetch = logoFetching.requestWillFetch;
  if (!requestWillFetch) throw new Error('no requestWillFetch');
  return requestWillFetch({ request, event: new Event('fetch') as never, state: {} });
}

describe('logoFetching', () => {
  it('asks for a no-cors logo with CORS and no credentials, so its status can be read', async () => {
    const image = new Request('http://127.0.0.1:4000/logos/uni.png', { mode: 'no-cors' });
    const request = await fetched(image);
    expect([request.url, request.mode, request.credentials]).toEqual([image.url, 'cors', 'omit']);
  });

  it('leaves a request that already uses CORS as it is', async () => {
    const image = new Request('http://127.0.0.1:4000/logos/uni.png', { mode: 'cors' });
    expect(await fetched(image)).toBe(image);
  });
});
