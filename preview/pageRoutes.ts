import {
  CREATE_POSITION_PAGE,
  CREATE_POSITION_VERSION_PAGE,
  CREATE_PROPOSAL_PAGE,
  EXPLORE_CHAIN_PAGES,
  EXTENSION_UNINSTALL_PAGE,
  INCREASE_PAGE,
  MANAGE_PASSKEYS_PAGE,
  MIGRATE_V2_ADDRESS_PAGE,
  MIGRATE_V2_PAGE,
  MIGRATE_V2_PAIR_PAGE,
  MIGRATE_V3_PAGE,
  NFT_ASSET_PAGE,
  NFT_COLLECTION_ACTIVITY_PAGE,
  NFT_COLLECTION_PAGE,
  PASSKEY_SIGN_IN_PAGE,
  POOL_PAGE,
  PORTFOLIO_ADDRESS_PAGE,
  PORTFOLIO_ADDRESS_TAB_PAGE,
  PORTFOLIO_TABS,
  POSITION_PAGES,
  POSITIONS_PAGE,
  PROPOSAL_PAGE,
  portfolioPagePath,
  REMOVE_POSITION_PAGE,
  REMOVE_V2_PAGE,
  shellPathOf,
  TOKEN_LAUNCH_PAGE,
  TOKEN_PAGE,
  TOKENS_CHAIN_PAGE,
  TOKENS_TOKEN_PAGE,
  VOTE_PAGE,
} from './pagePaths.ts';
import { matchPath } from './pathMatch.ts';
import {
  BUY_PAGE,
  EXPLORE_PAGE,
  EXPLORE_TAB_PAGES,
  LIMIT_PAGE,
  LIMITS_PAGE,
  NFTS_PAGE,
  NFTS_PROFILE_PAGE,
  PORTFOLIO_PAGE,
  SELL_PAGE,
  SEND_PAGE,
  SWAP_PAGE,
  TOKENS_PAGE,
} from './sitePages.ts';

/**
 * The page routes of the spec (section 2), each pattern written once: the edge tags these pages, and
 * their long-tail shells are the paths the build prerenders for them. The canonical page patterns are
 * pagePaths.ts's; where the cards live is previewImagePath.ts's.
 */

/**
 * Which preview a page's link unfolds into: its token, its pool, its position, a proposal's or a token
 * launch's title and description (on the default card), or the site's default card.
 */
export type PagePreviewKind = 'token' | 'pool' | 'position' | 'proposal' | 'launch' | 'default';

export interface PageRoute {
  /** The spec's notation: `:param` matches text without a slash, `*` matches anything. */
  pattern: string;
  preview: PagePreviewKind;
  /** The prerendered page every unprerendered path of the route shares: each param `_shell`. */
  shellPath: string;
}

export interface PageRouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

/**
 * The spec's table (section 2), in its order except that literal routes come before param routes. Its
 * legacy `/pool…` and `/pools…` routes are no pages: they redirect (legacyRoutes.ts).
 */
const SPEC_TABLE = [
  page('/'),
  page(EXPLORE_PAGE),
  page(TOKEN_PAGE, 'token'),
  page(POOL_PAGE, 'pool'),
  page(TOKEN_LAUNCH_PAGE, 'launch'),
  page(TOKENS_PAGE),
  page(TOKENS_CHAIN_PAGE),
  page(TOKENS_TOKEN_PAGE, 'token'),
  page(PROPOSAL_PAGE, 'proposal'),
  page(CREATE_PROPOSAL_PAGE),
  ...[SELL_PAGE, SEND_PAGE, SWAP_PAGE, BUY_PAGE, LIMIT_PAGE, LIMITS_PAGE].map((path) => page(path)),
  page(PORTFOLIO_PAGE),
  ...PORTFOLIO_TABS.map((tab) => page(portfolioPagePath(undefined, tab))),
  page(POSITIONS_PAGE),
  page(CREATE_POSITION_PAGE),
  page(CREATE_POSITION_VERSION_PAGE),
  page(POSITION_PAGES.v2),
  page(POSITION_PAGES.v3, 'position'),
  page(POSITION_PAGES.v4, 'position'),
  page('/add'),
  page('/add/v2'),
  page(INCREASE_PAGE),
  page(REMOVE_V2_PAGE),
  page(REMOVE_POSITION_PAGE),
  page(MIGRATE_V2_PAGE),
  page(MIGRATE_V2_ADDRESS_PAGE),
  page(MIGRATE_V2_PAIR_PAGE),
  page(MIGRATE_V3_PAGE),
  page(NFTS_PAGE),
  page(NFT_ASSET_PAGE),
  page(NFTS_PROFILE_PAGE),
  page(NFT_COLLECTION_PAGE),
  page(NFT_COLLECTION_ACTIVITY_PAGE),
  page(PASSKEY_SIGN_IN_PAGE),
  page(MANAGE_PASSKEYS_PAGE),
  page(EXTENSION_UNINSTALL_PAGE),
];

/**
 * Pages this app has beyond the spec's table: the explore tabs per chain, the offline page, anyone's
 * portfolio and the proposals list. They get the default tags like /explore, and a long-tail chain name or address falls back
 * to its route's shell.
 */
const EXTRA_TABLE = [
  ...(['tokens', 'pools', 'transactions'] as const).flatMap((tab) => [
    page(EXPLORE_TAB_PAGES[tab]),
    page(EXPLORE_CHAIN_PAGES[tab]),
  ]),
  page('/offline'),
  // Anyone's portfolio, read-only; every address shares the shells `/portfolio/_shell[/_shell]`.
  page(PORTFOLIO_ADDRESS_PAGE),
  page(PORTFOLIO_ADDRESS_TAB_PAGE),
  // The proposals list: the spec's `/vote/*` names only the pages below it.
  page(VOTE_PAGE),
];

const COMPILED = [...SPEC_TABLE, ...EXTRA_TABLE];

export const SPEC_PAGE_ROUTES: readonly PageRoute[] = SPEC_TABLE.map(({ route }): PageRoute => route);
export const EXTRA_PAGE_ROUTES: readonly PageRoute[] = EXTRA_TABLE.map(({ route }): PageRoute => route);

/**
 * The page routes known to the edge: only these get preview tags, every other path passes through
 * to the static assets. The vike pages are checked against them by a test, both ways.
 */
export const PAGE_ROUTES: readonly PageRoute[] = COMPILED.map(({ route }): PageRoute => route);

/**
 * The page route a path belongs to, with its decoded params; `undefined` for any other path. Literal
 * routes win over param routes (a literal segment is never taken for a param) because they are listed first.
 */
export function matchPageRoute(pathname: string): PageRouteMatch | undefined {
  for (const { route, matcher } of COMPILED) {
    const params = matcher(pathname);
    if (params) return { route, params };
  }
  return undefined;
}

/** A table entry, its matcher compiled now: a request only runs the regular expressions. */
function page(pattern: string, preview: PagePreviewKind = 'default') {
  matchPath(pattern, '/');
  return {
    route: { pattern, preview, shellPath: shellPathOf(pattern) },
    matcher: (pathname: string): Record<string, string> | undefined => matchPath(pattern, pathname),
  };
}
