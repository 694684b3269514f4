import { describe, expect, it } from 'vitest';
import { createReachability, type Endpoint, isLoopback } from './endpointReachability.ts';

const LOCAL = { chain: 'http://127.0.0.1:8545', dataApi: 'http://localhost:4000/graphql' };
const REMOTE = { chain: 'https://rpc.example', dataApi: 'https://api.example/graphql' };

/** A browser whose `navigator.onLine` the test sets, and endpoints that answer while `up` holds them. */
function browser(urls: Record<Endpoint, string>, onLine: boolean) {
  const state = { onLine, up: new Set<string>(Object.values(urls)), asked: [] as string[] };
  const events = new EventTarget();
  const reach = createReachability({
    urls,
    browserOnline: () => state.onLine,
    events,
    fetch: async (input) => {
      const url = String(input);
      state.asked.push(url);
      if (!state.up.has(url)) throw new TypeError('Failed to fetch');
      return new Response('{}');
    },
  });
  const goOffline = () => {
    state.onLine = false;
    events.dispatchEvent(new Event('offline'));
  };
  return { state, reach, events, goOffline };
}

describe('endpoint reachability', () => {
  it('knows loopback endpoints', () => {
    for (const url of [
      'http://127.0.0.1:8545',
      'http://127.8.9.10/',
      'http://localhost:4000/graphql',
      'http://[::1]:8545',
    ])
      expect(isLoopback(url), url).toBe(true);
    for (const url of [
      'https://rpc.example',
      'http://128.0.0.1',
      'http://127.0.0.1.example.com',
      'not a url',
    ])
      expect(isLoopback(url), url).toBe(false);
  });

  it('tries loopback endpoints whatever navigator.onLine says, and keeps them reachable when they answer', async () => {
    const { state, reach, goOffline } = browser(LOCAL, false);
    expect(reach.snapshot().chain.reachable).toBe(true);
    const unsubscribe = reach.subscribe(() => undefined);
    goOffline();
    await reach.probe();
    expect(state.asked).toContain(LOCAL.chain);
    expect(reach.snapshot()).toMatchObject({
      browserOnline: false,
      chain: { reachable: true, since: undefined },
      dataApi: { reachable: true, since: undefined },
    });
    unsubscribe();
  });

  it('takes navigator.onLine === false as a hint for remote endpoints, until one answers', async () => {
    const { state, reach, goOffline } = browser(REMOTE, true);
    expect(reach.snapshot().chain.reachable).toBe(true);
    const unsubscribe = reach.subscribe(() => undefined);
    state.up.clear();
    goOffline();
    expect(reach.snapshot().chain.reachable).toBe(false);
    await reach.probe();
    expect(reach.snapshot().chain).toMatchObject({ reachable: false, since: expect.any(Date) });
    // A remote endpoint that answers is reachable, whatever the flag says.
    state.up.add(REMOTE.chain);
    await reach.probe();
    expect(reach.snapshot().chain.reachable).toBe(true);
    expect(reach.snapshot().dataApi.reachable).toBe(false);
    expect(reach.snapshot().browserOnline).toBe(false);
    unsubscribe();
  });

  it('marks a loopback endpoint unreachable after a failed request, and reachable again when it answers', async () => {
    const { state, reach } = browser(LOCAL, true);
    let told = 0;
    const unsubscribe = reach.subscribe(() => told++);
    reach.reportFailure('dataApi');
    const failed = reach.snapshot();
    expect(failed.dataApi).toMatchObject({ reachable: false, since: expect.any(Date) });
    expect(failed.chain.reachable).toBe(true);
    // The same snapshot while nothing changes (useSyncExternalStore needs it).
    reach.reportFailure('dataApi');
    expect(reach.snapshot()).toBe(failed);
    state.up.delete(LOCAL.dataApi);
    await reach.probe();
    expect(reach.snapshot().dataApi.reachable).toBe(false);
    state.up.add(LOCAL.dataApi);
    await reach.probe();
    expect(reach.snapshot().dataApi).toEqual({ reachable: true, since: undefined });
    reach.reportFailure('chain');
    reach.reportAnswer('chain');
    expect(reach.snapshot().chain.reachable).toBe(true);
    // Only changes are told: the Data API down and up, the chain down and up.
    expect(told).toBe(4);
    unsubscribe();
  });

  it('counts an HTTP error answer from a probe as not reachable', async () => {
    const reach = createReachability({
      urls: LOCAL,
      browserOnline: () => true,
      events: new EventTarget(),
      fetch: async () => new Response('bad gateway', { status: 502 }),
    });
    await reach.probe();
    expect(reach.snapshot().chain.reachable).toBe(false);
  });
});
