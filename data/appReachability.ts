import { createReachability } from './endpointReachability.ts';

const inBrowser = typeof window !== 'undefined';

/**
 * The app's default chain RPC and Data API, at the URLs the build used (vite `define`). The data client
 * and the chain reads (of whichever chain the wallet is on) report to it; prerendering sees everything
 * reachable. Outside a build (unit tests) nothing defines the chains.
 */
export const appReachability = createReachability({
  urls: {
    chain: import.meta.env.BUILD_CHAINS?.[0]?.rpcUrl ?? '',
    dataApi: import.meta.env.BUILD_DATA_API_URL,
  },
  fetch: (input, init) => globalThis.fetch(input, init),
  browserOnline: () => !inBrowser || navigator.onLine,
  events: inBrowser ? window : new EventTarget(),
});
