import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchPageRoute, PAGE_ROUTES, pageShellPath } from './pageRoutes.ts';

const PAGES_DIR = join(import.meta.dirname, '..', 'pages');

/** The route of every vike page, in the spec's notation (`@param` → `:param`). */
const vikeRoutes = listPageDirs(PAGES_DIR).map((dir) => ({ dir, route: vikeRoute(dir) }));
const vikeShapes = new Set(vikeRoutes.map(({ route }) => shape(route)));

describe('page route table against the vike pages', () => {
  it('finds the vike pages', () => {
    expect(existsSync(PAGES_DIR)).toBe(true);
    expect(vikeRoutes.length).toBeGreaterThan(0);
  });

  describe('every vike page route is in the table', () => {
    for (const { dir, route } of vikeRoutes) {
      it(`${route} (${relative(PAGES_DIR, dir) || '.'})`, () => {
        const tableShapes = PAGE_ROUTES.map((entry) => shape(entry.pattern));
        expect(tableShapes).toContain(shape(route));
      });
    }
  });

  it('has a vike page for every screen the product has built, and names the spec routes still without one', () => {
    const withoutPage = PAGE_ROUTES.map(({ pattern }) => pattern).filter(
      (pattern) => !vikeShapes.has(shape(pattern)),
    );
    // The spec lists the whole app's routes; those not built yet get the default preview tags at the edge.
    console.info(`spec routes without a vike page yet (${withoutPage.length}): ${withoutPage.join(', ')}`);
    for (const built of [
      '/',
      '/explore',
      '/explore/tokens/:chainName/:tokenAddress',
      '/explore/pools/:chainName/:poolAddress',
      '/tokens/:chainName/:tokenAddress',
      '/swap',
      '/send',
      '/portfolio',
      '/portfolio/:address',
      '/portfolio/:address/:tab',
    ]) {
      expect(withoutPage).not.toContain(built);
    }
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
    expect(matchPageRoute('/pool/v2')?.route.pattern).toBe('/pool/v2');
    expect(matchPageRoute('/pools/123')?.route.pattern).toBe('/pools/:tokenId');
    expect(matchPageRoute('/fonts/Inter.woff')).toBeUndefined();
    expect(matchPageRoute('/api/image/tokens/ethereum/0x1')).toBeUndefined();
  });

  it('names the long-tail shell of a route', () => {
    expect(pageShellPath('/explore/pools/:chainName/:poolAddress')).toBe('/explore/pools/_shell/_shell');
    expect(pageShellPath('/vote/*')).toBe('/vote/_shell');
    expect(pageShellPath('/swap')).toBe('/swap');
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
