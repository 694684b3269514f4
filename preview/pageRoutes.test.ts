import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POOL_PAGE, shellPathOf, TOKEN_PAGE } from './pagePaths.ts';
import { EXTRA_PAGE_ROUTES, matchPageRoute, PAGE_ROUTES, SPEC_PAGE_ROUTES } from './pageRoutes.ts';

const PAGES_DIR = join(import.meta.dirname, '..', 'pages');

/** The route of every vike page, in the spec's notation (`@param` → `:param`). */
const vikeRoutes = listPageDirs(PAGES_DIR).map((dir) => ({ dir, route: vikeRoute(dir) }));

describe('page route table against the vike pages, both ways', () => {
  it('finds the vike pages', () => {
    expect(existsSync(PAGES_DIR)).toBe(true);
    expect(vikeRoutes.length).toBeGreaterThan(0);
  });

  it('has a vike page for every spec route and every extra page, and no other', () => {
    const expected = [
      ...SPEC_PAGE_ROUTES.map(({ pattern }) => pattern),
      ...EXTRA_PAGE_ROUTES.map(({ pattern }) => pattern),
    ];
    // Sorted lists, not sets: a route listed twice fails as surely as a missing or stale one.
    expect(sortedShapes(vikeRoutes.map(({ route }) => route))).toEqual(sortedShapes(expected));
  });

  it('lists every route once: no extra page is a spec route', () => {
    const shapes = PAGE_ROUTES.map(({ pattern }) => shape(pattern));
    expect(shapes.filter((route, index) => shapes.indexOf(route) !== index)).toEqual([]);
  });
});

describe('matchPageRoute', () => {
  it('matches params without a slash and * across slashes', () => {
    expect(matchPageRoute('/explore/tokens/ethereum/0xAbC')?.params).toEqual({
      chainName: 'ethereum',
      tokenAddress: '0xAbC',
    });
    expect(matchPageRoute('/explore/tokens/ethereum/0xabc/extra')).toBeUndefined();
    expect(matchPageRoute('/vote/2/5')?.route.pattern).toBe('/vote/*');
  });

  it('tells token and pool routes from the rest', () => {
    expect(matchPageRoute('/tokens/base/0x1')?.route.preview).toBe('token');
    expect(matchPageRoute('/explore/pools/base/0x2')?.route.preview).toBe('pool');
    expect(matchPageRoute('/swap')?.route.preview).toBe('default');
  });

  it('prefers literal routes over params and leaves other paths alone', () => {
    expect(matchPageRoute('/portfolio/defi')?.route.pattern).toBe('/portfolio/defi');
    expect(matchPageRoute('/portfolio/0x1')?.route.pattern).toBe('/portfolio/:address');
    expect(matchPageRoute('/positions/create/v3')?.route.pattern).toBe('/positions/create/:protocolVersion');
    expect(matchPageRoute('/fonts/Inter.woff')).toBeUndefined();
    expect(matchPageRoute('/api/image/tokens/ethereum/0x1')).toBeUndefined();
  });

  it('names the long-tail shell of a route', () => {
    expect(shellPathOf(POOL_PAGE)).toBe('/explore/pools/_shell/_shell');
    expect(matchPageRoute('/explore/tokens/base/0x1')?.route.shellPath).toBe(shellPathOf(TOKEN_PAGE));
    expect(matchPageRoute('/vote/2/5')?.route.shellPath).toBe('/vote/_shell');
    expect(matchPageRoute('/swap')?.route.shellPath).toBe('/swap');
    expect(matchPageRoute('/')?.route.shellPath).toBe('/');
  });
});

function listPageDirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && /^\+Page\.[jt]sx?$/.test(entry.name)) ? [dir] : [];
  const below = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && entry.name !== 'node_modules')
    .flatMap((entry) => listPageDirs(join(dir, entry.name)));
  return [...here, ...below];
}

/** vike's filesystem routing: `index` and `(group)` folders add nothing; a `+route.ts` string wins. */
function vikeRoute(dir: string): string {
  const routeFile = ['+route.ts', '+route.js'].map((name) => join(dir, name)).find(existsSync);
  if (routeFile) {
    const declared = /export\s+default\s+['"`]([^'"`]+)['"`]/.exec(readFileSync(routeFile, 'utf8'));
    if (declared?.[1]) return declared[1].replace(/@/g, ':');
  }
  const segments = relative(PAGES_DIR, dir)
    .split(sep)
    .filter((segment) => segment && segment !== 'index' && !/^\(.*\)$/.test(segment))
    .map((segment) => (segment.startsWith('@') ? `:${segment.slice(1)}` : segment));
  return `/${segments.join('/')}`;
}

/** A route's matching shape: param names do not change which paths it matches. */
function shape(route: string): string {
  return route.replace(/:[^/]+/g, ':');
}

function sortedShapes(routes: readonly string[]): string[] {
  return routes.map(shape).sort();
}
