import { createReachability } from './endpointReachability.ts';

const inBrowser = typeof window !== 'undefined';

/**
 * The app's chain RPC and Data API, at the URLs the build used (vite `define`). The data client and the
 * chain reads report to it; prerendering sees everything reachable.
 */
export const appReachability = createReachability({
  urls: { chain: import.meta.env.BUILD_CHAIN_RPC_URL, dataApi: import.meta.env.BUILD_DATA_API_URL },
  fetch: (input, init) => globalThis.fetch(input, init),
  browserOnline: () => !inBrowser || navigator.onLine,
  events: inBrowser ? window : new EventTarget(),
});
