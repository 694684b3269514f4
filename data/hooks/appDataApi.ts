import { appReachability } from '../appReachability.ts';
import { createDataApiClient } from '../client.ts';
import { dataApiUrlFrom } from '../dataApiUrl.ts';
import { OFFLINE_COPY_HEADER, recordDataApiAnswer } from '../freshness.ts';

const isServer = typeof window === 'undefined';

/**
 * The client every page uses. On the server (prerender) the Data API is the one its env names at run
 * time; in the browser it is the URL the build used (written in by vite `define`). A build asks
 * for hundreds of pages at once, so it waits longer than a reader's browser does.
 */
export const appDataApi = createDataApiClient({
  url: isServer ? dataApiUrlFrom(process.env) : import.meta.env.BUILD_DATA_API_URL,
  // The prerender asks a hosted Data API with the deployer's key; the browser never has one.
  apiKey: isServer ? process.env.DATA_API_KEY : undefined,
  timeoutMs: isServer ? 60_000 : 10_000,
  onAnswer: (headers) => {
    // The offline banner tells how old the data on screen is (data/freshness.ts).
    recordDataApiAnswer(headers);
    // The service worker's saved copy answers because the Data API did not.
    if (headers.has(OFFLINE_COPY_HEADER)) appReachability.reportFailure('dataApi');
    else appReachability.reportAnswer('dataApi');
  },
  onUnreachable: () => appReachability.reportFailure('dataApi'),
});
