import { createDataApiClient } from '../client.ts';
import { recordDataApiAnswer } from '../freshness.ts';

/**
 * The client every page uses. On the server (prerender) the Data API is whatever `DATA_API_URL` says
 * at run time; in the browser it is the URL the build used (written in by vite `define`).
 */
export const appDataApi = createDataApiClient({ url: appDataApiUrl(), onAnswer: recordDataApiAnswer });

function appDataApiUrl(): string | undefined {
  if (typeof window === 'undefined' && typeof process !== 'undefined' && process.env.DATA_API_URL) {
    return process.env.DATA_API_URL;
  }
  return import.meta.env?.BUILD_DATA_API_URL;
}
