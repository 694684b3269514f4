import { LEGACY_REDIRECT_STATUS } from '../preview/legacyRoutes.ts';

/**
 * Kept a day, not for good: browsers keep a 301 without a max-age indefinitely, and a route the table
 * changes must reach them.
 */
const REDIRECT_MAX_AGE_SECONDS = 86_400;

/**
 * A legacy path's permanent redirect to its current page (preview/legacyRoutes.ts), on the host the
 * request came to: crawlers, `curl -L` and old bookmarks all land on the page.
 */
export function respondWithLegacyRedirect(request: Request, target: string): Response {
  return new Response(null, {
    status: LEGACY_REDIRECT_STATUS,
    headers: {
      Location: new URL(target, request.url).href,
      'Cache-Control': `public, max-age=${REDIRECT_MAX_AGE_SECONDS}`,
    },
  });
}
