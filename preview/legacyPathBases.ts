/** The first segments of the spec's legacy liquidity routes (legacyRoutes.ts): `/pool…` and `/pools…`. */
export const LEGACY_BASES = ['/pool', '/pools'] as const;

/**
 * Whether a path may be a legacy route: cheap, so the client router asks it on every navigation and
 * loads the route matcher (and its library) only for a path that may be one.
 */
export function mayBeLegacyPath(pathname: string): boolean {
  return LEGACY_BASES.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}
