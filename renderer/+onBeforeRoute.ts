import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { mayBeLegacyPath } from '../preview/legacyPathBases.ts';
import { yieldToBrowser } from './yieldToBrowser.ts';

/**
 * The client router follows the edge's legacy redirects (worker/legacyRedirect.ts): a link to `/pool`
 * lands on `/positions` without a round trip, and the address bar shows where it landed. The route
 * table loads only for a path that may be legacy, so no page carries it in its first load.
 *
 * On the page's first load the router has just started (its page table read, the history set up):
 * routing and loading the page go on in a task of their own.
 */
export async function onBeforeRoute(pageContext: PageContext): Promise<void> {
  if (pageContext.isClientSide && pageContext.isHydration) await yieldToBrowser();
  const url = new URL(pageContext.urlOriginal, 'https://site.invalid');
  if (!mayBeLegacyPath(url.pathname)) return;
  const { LEGACY_REDIRECT_STATUS, legacyRedirectTarget } = await import('../preview/legacyRoutes.ts');
  const target = legacyRedirectTarget(url);
  if (target) throw redirect(target, LEGACY_REDIRECT_STATUS);
}
