import { startTransition, useEffect, useState } from 'react';
import { isShellParam } from '../preview/pagePaths.ts';
import { decodePathSegment } from '../preview/pathPattern.ts';
import { usePageContext } from './usePageContext.tsx';

/**
 * The page's route params. A long-tail shell is HTML prerendered at the route with every param set to
 * `_shell` and served at the real URL, so there the params are read from the address bar after
 * hydration (`undefined` until then, so the first render matches the shell's HTML).
 */
export function useRouteParams(): Record<string, string> | undefined {
  const { routeParams, pageId } = usePageContext();
  const isShell = Object.values(routeParams ?? {}).some(isShellParam);
  const [fromLocation, setFromLocation] = useState<Record<string, string> | undefined>(undefined);

  useEffect(() => {
    if (!isShell) return;
    const params = paramsFromLocation(Object.keys(routeParams ?? {}), pageId, window.location.pathname);
    // The shell's page itself renders now (a portfolio, a token, a pool with its chart and tables): as a
    // transition, in slices the browser can interrupt, not in one task of a few hundred ms on a phone.
    startTransition(() => setFromLocation(params));
  }, [isShell, routeParams, pageId]);

  return isShell ? fromLocation : (routeParams ?? {});
}

/**
 * The params' segments of the address bar. The page's filesystem route (its `pageId`,
 * `/pages/nfts/collection/@contractAddress/activity`) says where each `@param` sits; a route whose
 * id does not line up with the path reads its params as the path's last segments, in order. (The
 * browser's pageContext knows only the real URL, not the shell's.)
 */
function paramsFromLocation(
  names: readonly string[],
  pageId: string | null | undefined,
  pathname: string,
): Record<string, string> {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const route = (pageId ?? '').replace(/^\/pages(?=\/)/, '').split('/');
  const positions = names.map((name) => route.indexOf(`@${name}`));
  const lined = route.length === segments.length && positions.every((position) => position > 0);
  const values = lined ? positions.map((position) => segments[position]) : segments.slice(-names.length);
  return Object.fromEntries(names.map((name, index) => [name, decodePathSegment(values[index] ?? '')]));
}
