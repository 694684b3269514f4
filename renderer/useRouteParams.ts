import { useEffect, useState } from 'react';
import { isShellParam, SHELL_PARAM } from './shellParams.ts';
import { usePageContext } from './usePageContext.tsx';

/**
 * The page's route params. A long-tail shell is HTML prerendered at the route with every param set to
 * `_shell` and served at the real URL, so there the params are read from the address bar after
 * hydration (`undefined` until then, so the first render matches the shell's HTML).
 */
export function useRouteParams(): Record<string, string> | undefined {
  const { routeParams, urlPathname } = usePageContext();
  const isShell = Object.values(routeParams ?? {}).some(isShellParam);
  const [fromLocation, setFromLocation] = useState<Record<string, string> | undefined>(undefined);

  useEffect(() => {
    if (!isShell) return;
    setFromLocation(paramsFromLocation(routeParams ?? {}, urlPathname, window.location.pathname));
  }, [isShell, routeParams, urlPathname]);

  return isShell ? fromLocation : (routeParams ?? {});
}

/** Pairs the shell URL's `_shell` segments, in order, with the real URL's segments at the same places. */
function paramsFromLocation(
  shellParams: Record<string, string>,
  shellPathname: string,
  pathname: string,
): Record<string, string> {
  const shellSegments = shellPathname.split('/');
  const segments = pathname.replace(/\/+$/, '').split('/');
  const names = Object.keys(shellParams);
  const params: Record<string, string> = {};
  let next = 0;
  shellSegments.forEach((segment, index) => {
    const name = names[next];
    if (segment !== SHELL_PARAM || name === undefined) return;
    params[name] = safeDecode(segments[index] ?? '');
    next += 1;
  });
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
