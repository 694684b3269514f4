import { chainFromUrlName, DEFAULT_CHAIN } from '../data/chains.ts';
import { LEGACY_BASES } from './legacyPathBases.ts';
import { CREATE_POSITION_PAGE, POSITIONS_PAGE, positionPagePath } from './pagePaths.ts';
import { matchPath } from './pathMatch.ts';

/**
 * The spec's legacy liquidity routes (`/pool…`, `/pools…`) and the page each now lives at, decided as
 * the Uniswap app decides them (its route definitions and `LegacyPool/redirects`): the lists and the V2
 * pool finder are `/positions`, a new position is create, and a token id is that V3 position on the
 * chain its `?chain=` names (Ethereum when none does). No page is built for them: the edge answers
 * them with a permanent redirect, and the client router follows the same table.
 */
export interface LegacyRoute {
  /** Spec notation, as in pageRoutes.ts. */
  pattern: string;
  /** The current page of a path of this route, from its params and its query. */
  target: (params: Record<string, string>, query: URLSearchParams) => string;
}

/** Permanent: crawlers move the link's standing to the new page, browsers remember the move. */
export const LEGACY_REDIRECT_STATUS = 301;

/** Literal routes before the token id, which would otherwise take `v2`, `find` and `new`. */
export const LEGACY_ROUTES: readonly LegacyRoute[] = LEGACY_BASES.flatMap((base): LegacyRoute[] => [
  { pattern: base, target: () => POSITIONS_PAGE },
  { pattern: `${base}/v2`, target: () => POSITIONS_PAGE },
  { pattern: `${base}/find`, target: () => POSITIONS_PAGE },
  { pattern: `${base}/new`, target: () => CREATE_POSITION_PAGE },
  {
    pattern: `${base}/:tokenId`,
    target: ({ tokenId = '' }, query) =>
      positionPagePath(
        'v3',
        (chainFromUrlName(query.get('chain') ?? undefined) ?? DEFAULT_CHAIN).chain,
        tokenId,
      ),
  },
]);

/** Where a legacy path now lives (path and query of the current page); `undefined` for any other path. */
export function legacyRedirectTarget(url: Pick<URL, 'pathname' | 'searchParams'>): string | undefined {
  for (const route of LEGACY_ROUTES) {
    const params = matchPath(route.pattern, url.pathname);
    if (params) return route.target(params, url.searchParams);
  }
  return undefined;
}
