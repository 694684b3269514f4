import type { WorkboxPlugin } from 'workbox-core/types.js';

/**
 * An `<img>` asks for a logo without CORS, and such an answer is opaque: its status cannot be read,
 * so it could be an error page, and it weighs megabytes in the storage quota. The worker asks with
 * CORS instead (the Data API serves its logos with `Access-Control-Allow-Origin: *`), so that a
 * logo is kept only when it is a real 200. A host without CORS fails this fetch; the route then
 * falls back to the page's own request, which the cache never sees.
 */
export const logoFetching: WorkboxPlugin = {
  async requestWillFetch({ request }) {
    if (request.mode !== 'no-cors') return request;
    return new Request(request.url, {
      mode: 'cors',
      credentials: 'omit',
      referrerPolicy: request.referrerPolicy,
    });
  },
};
