/**
 * Whether each endpoint the product needs answers: the chain's RPC and the Data API. `navigator.onLine`
 * is false on a machine with only loopback, where a local chain still answers; so it only hints, for
 * remote endpoints, and what decides is whether requests (the app's own, or a cheap probe) get answers.
 */
export type Endpoint = 'chain' | 'dataApi';

export interface EndpointReach {
  reachable: boolean;
  /** When it stopped answering; undefined while reachable. */
  since: Date | undefined;
}

export interface Reachability {
  chain: EndpointReach;
  dataApi: EndpointReach;
  /** What the browser says (`navigator.onLine`): only for the words, never for the decision. */
  browserOnline: boolean;
}

export interface ReachabilityEnvironment {
  urls: Record<Endpoint, string>;
  fetch: typeof fetch;
  browserOnline: () => boolean;
  /** Fires `online` and `offline` (the window). */
  events: Pick<EventTarget, 'addEventListener'>;
  now?: () => Date;
}

/** How often an unreachable endpoint is asked again, and how long a probe may take. */
const RETRY_MS = 10_000;
const PROBE_TIMEOUT_MS = 5_000;

const PROBE_BODIES: Record<Endpoint, string> = {
  chain: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  dataApi: JSON.stringify({ query: '{__typename}' }),
};

const ENDPOINTS: readonly Endpoint[] = ['chain', 'dataApi'];

/** 127.0.0.0/8, localhost and [::1] need no network interface but loopback. */
export function isLoopback(url: string): boolean {
  // Not URL.canParse: it came in 2023 (Chrome 120, Safari 17), after the browsers the build targets.
  let hostname: string;
  try {
    ({ hostname } = new URL(url));
  } catch {
    return false;
  }
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

export function createReachability(env: ReachabilityEnvironment) {
  const now = env.now ?? (() => new Date());
  const loopback = (endpoint: Endpoint) => isLoopback(env.urls[endpoint]);
  const hinted = (endpoint: Endpoint): EndpointReach =>
    loopback(endpoint) || env.browserOnline()
      ? { reachable: true, since: undefined }
      : { reachable: false, since: now() };
  let current: Reachability = {
    chain: hinted('chain'),
    dataApi: hinted('dataApi'),
    browserOnline: env.browserOnline(),
  };
  const listeners = new Set<() => void>();
  let retry: ReturnType<typeof setInterval> | undefined;

  /** While someone watches and an endpoint does not answer, it is asked again now and then. */
  function keepRetrying(): void {
    const anyUnreachable = ENDPOINTS.some((endpoint) => !current[endpoint].reachable);
    if (anyUnreachable && retry === undefined && listeners.size > 0) {
      retry = setInterval(() => probe((endpoint) => !current[endpoint].reachable), RETRY_MS);
    } else if ((!anyUnreachable || listeners.size === 0) && retry !== undefined) {
      clearInterval(retry);
      retry = undefined;
    }
  }

  function publish(next: Reachability): void {
    current = next;
    keepRetrying();
    for (const listener of listeners) listener();
  }

  function set(endpoint: Endpoint, reachable: boolean): void {
    if (current[endpoint].reachable === reachable) return;
    publish({ ...current, [endpoint]: { reachable, since: reachable ? undefined : now() } });
  }

  async function probeOne(endpoint: Endpoint): Promise<void> {
    try {
      const response = await env.fetch(env.urls[endpoint], {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: PROBE_BODIES[endpoint],
        cache: 'no-store',
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      set(endpoint, response.ok);
    } catch {
      set(endpoint, false);
    }
  }

  function probe(which: (endpoint: Endpoint) => boolean = () => true): Promise<void> {
    return Promise.all(ENDPOINTS.filter(which).map(probeOne)).then(() => undefined);
  }

  function onBrowserChange(): void {
    const browserOnline = env.browserOnline();
    const next = { ...current, browserOnline };
    // Offline is a hint for remote endpoints until a probe says otherwise.
    if (!browserOnline) {
      for (const endpoint of ENDPOINTS) {
        if (!loopback(endpoint) && next[endpoint].reachable) next[endpoint] = hinted(endpoint);
      }
    }
    publish(next);
    void probe();
  }

  let watching = false;
  return {
    /** A request to the endpoint got an answer. */
    reportAnswer: (endpoint: Endpoint) => set(endpoint, true),
    /** A request to the endpoint failed on the network or timed out (not an HTTP or GraphQL error). */
    reportFailure: (endpoint: Endpoint) => set(endpoint, false),
    probe,
    /** For `useSyncExternalStore`: the same object until something changes. */
    snapshot: (): Reachability => current,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (!watching) {
        watching = true;
        env.events.addEventListener('online', onBrowserChange);
        env.events.addEventListener('offline', onBrowserChange);
        // A browser that says it is offline may still reach a loopback endpoint: try it.
        if (!env.browserOnline() || ENDPOINTS.some((endpoint) => !current[endpoint].reachable)) void probe();
      }
      keepRetrying();
      return () => {
        listeners.delete(listener);
        keepRetrying();
      };
    },
  };
}

/** Every endpoint answers (before anything is known, and while prerendering). */
export const ALL_REACHABLE: Reachability = {
  chain: { reachable: true, since: undefined },
  dataApi: { reachable: true, since: undefined },
  browserOnline: true,
};
