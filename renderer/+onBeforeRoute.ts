import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { LEGACY_REDIRECT_STATUS, legacyRedirectTarget } from '../preview/legacyRoutes.ts';

/**
 * The client router follows the edge's legacy redirects (worker/legacyRedirect.ts): a link to `/pool`
 * lands on `/positions` without a round trip, and the address bar shows where it landed.
 */
export function onBeforeRoute(pageContext: PageContext): void {
  const target = legacyRedirectTarget(new URL(pageContext.urlOriginal, 'https://site.invalid'));
  if (target) throw redirect(target, LEGACY_REDIRECT_STATUS);
}
