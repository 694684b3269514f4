import { type Key, pathToRegexp } from 'path-to-regexp';

/** Which preview a page's link unfolds into: its token, its pool, or the site's default card. */
export type PagePreviewKind = 'token' | 'pool' | 'default';

export interface PageRoute {
  /** The spec's notation: `:param` matches text without a slash, `*` matches anything. */
  pattern: string;
  preview: PagePreviewKind;
}

export interface PageRouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

const page = (pattern: string): PageRoute => ({ pattern, preview: 'default' });

/**
 * The page routes known to the edge (spec section 2): only these get preview tags, every other path
 * passes through to the static assets. Written once; the vike pages are checked against it by a test.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  page('/'),
  page('/explore'),
  { pattern: '/explore/tokens/:chainName/:tokenAddress', preview: 'token' },
  { pattern: '/explore/pools/:chainName/:poolAddress', preview: 'pool' },
  page('/explore/toucan/:id'),
  page('/tokens'),
  page('/tokens/:chainName'),
  { pattern: '/tokens/:chainName/:tokenAddress', preview: 'token' },
  page('/vote/*'),
  page('/create-proposal'),
  ...['/sell', '/send', '/swap', '/buy', '/limit', '/limits'].map(page),
  ...['/pool', '/pools'].flatMap((base) =>
    ['', '/v2', '/find', '/new', '/:tokenId'].map((variant) => page(base + variant)),
  ),
  page('/portfolio'),
  ...['tokens', 'defi', 'nfts', 'activity'].map((tab) => page(`/portfolio/${tab}`)),
  page('/positions'),
  page('/positions/create'),
  page('/positions/create/:protocolVersion'),
  page('/positions/v2/:chainName/:pairAddress'),
  page('/positions/v3/:chainName/:tokenId'),
  page('/positions/v4/:chainName/:tokenId'),
  page('/add'),
  page('/add/v2'),
  page('/increase'),
  page('/remove/v2/:currencyIdA/:currencyIdB'),
  page('/remove/:tokenId'),
  page('/migrate/v2'),
  page('/migrate/v2/:address'),
  page('/migrate/v2/:chainName/:pairAddress'),
  page('/migrate/v3/:chainName/:tokenId'),
  page('/nfts'),
  page('/nfts/asset/:contractAddress/:tokenId'),
  page('/nfts/profile'),
  page('/nfts/collection/:contractAddress'),
  page('/nfts/collection/:contractAddress/activity'),
  page('/auth/passkey/extension'),
  page('/manage/passkey/:walletAddress'),
  page('/extension/uninstall'),
  // Pages this app has beyond the spec's list: the explore tabs per chain, the offline page and anyone's
  // portfolio. They get the default tags like /explore, and a long-tail chain name or address falls
  // back to its route's shell.
  ...['tokens', 'pools', 'transactions'].flatMap((tab) => [
    page(`/explore/${tab}`),
    page(`/explore/${tab}/:chainName`),
  ]),
  page('/offline'),
  // Anyone's portfolio, read-only; every address shares the shells `/portfolio/_shell[/_shell]`.
  page('/portfolio/:address'),
  page('/portfolio/:address/:tab'),
];

/** The segment every param takes in a long-tail shell's prerendered path (the pages' build convention). */
export const SHELL_SEGMENT = '_shell';

interface CompiledRoute {
  route: PageRoute;
  regexp: RegExp;
  paramNames: string[];
}

// Compiled once at load: a request only runs the regular expressions.
const COMPILED: readonly CompiledRoute[] = PAGE_ROUTES.map((route) => {
  const keys: Key[] = [];
  const regexp = pathToRegexp(route.pattern.replace(/\*$/, '(.*)'), keys);
  return { route, regexp, paramNames: keys.map((key) => String(key.name)) };
});

/**
 * The page route a path belongs to, with its decoded params; `undefined` for any other path. Literal
 * routes win over param routes (`/pool/v2` is not the position `v2`) because they are listed first.
 */
export function matchPageRoute(pathname: string): PageRouteMatch | undefined {
  for (const { route, regexp, paramNames } of COMPILED) {
    const found = regexp.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    paramNames.forEach((name, index) => {
      params[name] = decodePathSegment(found[index + 1] ?? '');
    });
    return { route, params };
  }
  return undefined;
}

/**
 * The page every unprerendered path of a route shares (its long-tail shell): every param (and a
 * trailing `*`) becomes `_shell`, e.g. `/explore/tokens/:chainName/:tokenAddress` →
 * `/explore/tokens/_shell/_shell`, which the build prerenders as `…/_shell/_shell/index.html`.
 */
export function pageShellPath(pattern: string): string {
  const path = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') || segment === '*' ? SHELL_SEGMENT : segment))
    .join('/');
  return path.replace(/(.)\/$/, '$1');
}

/** A path segment decoded; a malformed escape is kept as it is rather than failing the request. */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
