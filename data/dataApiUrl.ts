/** Where the embedded Data API listens when nothing else is configured (ARCHITECTURE.md contracts). */
export const DEFAULT_DATA_API_PORT = 4000;

export interface DataApiEnv {
  DATA_API_URL?: string | undefined;
  DATA_API_PORT?: string | undefined;
}

/** The Data API endpoint: `DATA_API_URL`, else the embedded Data API on `DATA_API_PORT` (default 4000). */
export function dataApiUrlFrom(env: DataApiEnv): string {
  return env.DATA_API_URL || `http://127.0.0.1:${env.DATA_API_PORT || DEFAULT_DATA_API_PORT}/graphql`;
}

/** Where the edge proxies the Data API on the site's own origin (worker/dataApiProxy.ts). */
export const DATA_API_PROXY_PATH = '/graphql';

export interface BrowserDataApiEnv extends DataApiEnv {
  DATA_API_KEY?: string | undefined;
}

/**
 * The Data API the browser asks, fixed at build. A build with a key (`DATA_API_KEY`: a hosted Data API)
 * points the browser at the edge's proxy on `publicOrigin`, which adds the key, so the key never reaches
 * the browser. Without one the browser asks the Data API itself, as before: the embedded Data API needs
 * no key, serves live activity as an event stream the proxy does not carry, and a static host without
 * the edge has no proxy to offer.
 */
export function browserDataApiUrlFrom(env: BrowserDataApiEnv, publicOrigin: string): string {
  return env.DATA_API_KEY ? new URL(DATA_API_PROXY_PATH, publicOrigin).href : dataApiUrlFrom(env);
}
