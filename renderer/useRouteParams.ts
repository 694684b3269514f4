import { useEffect, useState } from 'react';
import { isShellParam } from '../preview/pagePaths.ts';
import { decodePathSegment } from '../preview/pathPattern.ts';
import { usePageContext } from './usePageContext.tsx';

/**
 * The page's route params. A long-tail shell is HTML prerendered at the route with every param set to
 * `_shell` and served at the real URL, so there the params are read from the address bar after
 * hydration (`undefined` until then, so the first render matches the shell's HTML).
 */
export function useRouteParams(): Record<string, string> | undefined {
  const { routeParams } = usePageContext();
  const isShell = Object.values(routeParams ?? {}).some(isShellParam);
  const [fromLocation, setFromLocation] = useState<Record<string, string> | undefined>(undefined);

  useEffect(() => {
    if (!isShell) return;
    setFromLocation(paramsFromLocation(Object.keys(routeParams ?? {}), window.location.pathname));
  }, [isShell, routeParams]);

  return isShell ? fromLocation : (routeParams ?? {});
}

/**
 * Every route with params here ends with its params (`/explore/tokens/@chainName/@tokenAddress`), so
 * they are the address bar's last segments, in order. (The browser's pageContext knows only the real
 * URL, not the shell's.)
 */
function paramsFromLocation(names: readonly string[], pathname: string): Record<string, string> {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(-names.length);
  return Object.fromEntries(names.map((name, index) => [name, decodePathSegment(segments[index] ?? '')]));
}
