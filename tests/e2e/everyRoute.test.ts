import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataApiClient } from '../../data/client.ts';
import { TopTokens } from '../../data/operations/topTokens.ts';
import { SHELL_SEGMENT } from '../../preview/pagePaths.ts';
import { matchPageRoute, PAGE_ROUTES } from '../../preview/pageRoutes.ts';
import { formatPath, pathParamNames } from '../../preview/pathPattern.ts';
import { dataApiUrl } from '../../scripts/dataApiProcess.ts';
import { closeWhenTestEnds, launchBrowser, openPage, siteUrl } from './browser.ts';

/**
 * No page throws: every route the build made (read from dist/client and grouped by the edge's route
 * table, never a hand-written list) loads in Chromium, hydrates, and logs no console error and no page
 * error. Each route is visited at its first and last built page, plus a long-tail token and pool that
 * only the shell serves.
 */
const CLIENT_DIR = join(import.meta.dirname, '..', '..', 'dist', 'client');
/** The embedded dataset's V4 pool of USDC and a symbolless edge-case token: never prerendered. */
const LONG_TAIL_POOL =
  '/explore/pools/ethereum/0xdf52df206d0f84ddcafe70f6eb60a84927d353d1ee999129f906a60cafb14f5e';

/** Any address has a portfolio in the embedded dataset; none is prerendered. */
const PORTFOLIO = '/portfolio/0x8ba1f109551bd432803012645ac136ddd64dba72';
/** An NFT collection of the embedded dataset; NFT pages are all long-tail (served by their shells). */
const NFT_COLLECTION = '/nfts/collection/0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d';

let browser: Browser;
let longTailToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const client = createDataApiClient({ url: dataApiUrl() });
  const { topTokens } = await client.request(TopTokens, { chain: 'BASE', pageSize: 100 });
  const address = topTokens
    ?.filter((t) => t?.address)
    .at(-1)
    ?.address?.toLowerCase();
  if (!address) throw new Error('no Base token beyond the popular set');
  longTailToken = `/explore/tokens/base/${address}`;
});
afterAll(() => browser?.close());

describe('every built route loads without a console error or a page error', () => {
  const byRoute = builtPagesByRoute();

  it('finds the built routes through the route table', () => {
    expect(byRoute.size).toBeGreaterThan(5);
    for (const pattern of ['/', '/explore', '/explore/pools', '/explore/tokens/:chainName/:tokenAddress']) {
      expect([...byRoute.keys()]).toContain(pattern);
    }
    expect(existsSync(join(CLIENT_DIR, LONG_TAIL_POOL.slice(1), 'index.html'))).toBe(false);
  });

  for (const [pattern, paths] of byRoute) {
    const visited = [...new Set([paths[0], paths.at(-1)])].filter((path) => path !== undefined);
    it(`${pattern}: ${visited.join(', ')}`, async () => {
      for (const path of visited) expect(await problemsOn(path)).toEqual([]);
    });
  }

  it('a long-tail token page (its route shell)', async () => {
    expect(existsSync(join(CLIENT_DIR, longTailToken.slice(1), 'index.html'))).toBe(false);
    expect(await problemsOn(longTailToken)).toEqual([]);
  });

  it('a long-tail pool page (its route shell)', async () => {
    expect(await problemsOn(LONG_TAIL_POOL)).toEqual([]);
  });

  // The Activity tab keeps a live stream open, so it is never network-idle: portfolio.test.ts checks it
  // for errors.
  it('any address’s portfolio and its tabs (their route shells)', async () => {
    for (const path of [PORTFOLIO, `${PORTFOLIO}/defi`, `${PORTFOLIO}/nfts`]) {
      expect(await problemsOn(path)).toEqual([]);
    }
  });

  it('NFT collection, its activity and an NFT (their route shells)', async () => {
    for (const path of [
      NFT_COLLECTION,
      `${NFT_COLLECTION}/activity`,
      '/nfts/asset/0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d/328',
    ]) {
      expect(existsSync(join(CLIENT_DIR, path.slice(1), 'index.html'))).toBe(false);
      expect(await problemsOn(path)).toEqual([]);
    }
  });
});

/**
 * The liquidity routes of the table (positions, create, add, increase, remove, migrate), each as a path
 * with sample params: a position or pair nobody has, so its page is the route's long-tail shell.
 */
const LIQUIDITY_ROUTE = /^\/(positions|add|increase|remove|migrate)(\/|$)/;
const SAMPLE_PARAMS: Record<string, string> = {
  chainName: 'ethereum',
  protocolVersion: 'v3',
  tokenId: '1',
  pairAddress: '0xb4e16d0168e52d35cacd2c6185b44281ec28c9dc',
  address: '0x8ba1f109551bd432803012645ac136ddd64dba72',
  currencyIdA: 'ETH',
  currencyIdB: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  feeAmount: '3000',
};
const LIQUIDITY_PATHS = PAGE_ROUTES.filter(({ pattern }) => LIQUIDITY_ROUTE.test(pattern)).map(
  ({ pattern }) => {
    const missing = pathParamNames(pattern).filter((name) => !(name in SAMPLE_PARAMS));
    if (missing.length > 0)
      throw new Error(`${pattern}: give SAMPLE_PARAMS a value for ${missing.join(', ')}`);
    return formatPath(pattern, SAMPLE_PARAMS);
  },
);

describe('every liquidity route is a page: no 404, tags for crawlers, no error in the browser', () => {
  it('finds the liquidity routes in the route table', () => {
    expect(LIQUIDITY_PATHS).toContain('/positions');
    expect(LIQUIDITY_PATHS).toContain('/positions/v4/ethereum/1');
    expect(LIQUIDITY_PATHS).toContain('/migrate/v3/ethereum/1');
    expect(LIQUIDITY_PATHS.length).toBeGreaterThanOrEqual(15);
  });

  it.each(LIQUIDITY_PATHS)('%s answers a crawler 200 with its preview tags', async (path) => {
    const response = await fetch(siteUrl(path), { headers: { 'User-Agent': 'Slackbot 1.0', Accept: '*/*' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const tag of ['og:title', 'og:image', 'og:url']) expect(html).toContain(`property="${tag}"`);
    expect(html).toContain('name="twitter:card"');
  });

  it.each(LIQUIDITY_PATHS)('%s loads and hydrates in Chromium without an error', async (path) => {
    expect(await problemsOn(path)).toEqual([]);
  });
});

describe('not found', () => {
  it('gives a browser the HTML not-found page with a way back, with status 404', async () => {
    const { page, problems } = await visit('/no-such-page', { expectStatus: 404 });
    try {
      expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Explore tokens' }).getAttribute('href')).toBe('/explore');
      // The document's own 404 is the one error Chromium logs, and the point of the page.
      expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('keeps the plain 404 Not Found for crawlers and curl', async () => {
    for (const accept of ['*/*', 'image/png,*/*;q=0.8']) {
      const response = await fetch(siteUrl('/no-such-page'), { headers: { Accept: accept } });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('404 Not Found');
    }
  });
});

describe('a page that throws while rendering', () => {
  it('shows the error screen inside the frame, with Try again and a way back', async () => {
    const page = await openPage(browser);
    try {
      // A Data API answer of the wrong shape (a number for a symbol) makes the token page throw.
      await page.route(/\/graphql\?.*operationName=TokenWeb/, async (route) => {
        const answer = await (await route.fetch()).json();
        answer.data.token.symbol = 42;
        await route.fulfill({ json: answer });
      });
      await page.goto(siteUrl(longTailToken));
      const screen = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
      await screen.waitFor({ timeout: 20_000 });
      expect(await screen.getByRole('button', { name: 'Try again' }).count()).toBe(1);
      expect(await screen.getByRole('link', { name: 'Back to Explore' }).getAttribute('href')).toBe(
        '/explore',
      );
      // The frame stays: the top bar still takes the reader anywhere.
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    } finally {
      await page.context().close();
    }
  });
});

/** Every console error and page error while `path` loads and hydrates. */
async function problemsOn(path: string): Promise<string[]> {
  const { page, problems } = await visit(path, { expectStatus: 200 });
  await page.context().close();
  return problems.map((problem) => `${path}: ${problem}`);
}

async function visit(path: string, { expectStatus }: { expectStatus: number }) {
  // Dark scheme: the theme toggle's label flips from its server text once effects ran, which tells
  // that hydration has finished (no fixed wait).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  closeWhenTestEnds(context);
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const response = await page.goto(siteUrl(path));
    expect(response?.status(), path).toBe(expectStatus);
    await page.locator('button[aria-label="Switch to light theme"]').waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    return { page, problems };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Prerendered paths of dist/client grouped by their route in the edge's table; shells left out. */
function builtPagesByRoute(): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const path of builtPaths(CLIENT_DIR).sort()) {
    if (path.split('/').includes(SHELL_SEGMENT)) continue;
    const route = matchPageRoute(path)?.route.pattern;
    if (!route) continue;
    byRoute.set(route, [...(byRoute.get(route) ?? []), path]);
  }
  return byRoute;
}

function builtPaths(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return builtPaths(full);
    if (entry.name !== 'index.html') return [];
    const folder = relative(CLIENT_DIR, dir);
    return [`/${folder.split(sep).join('/')}`.replace(/\/$/, '') || '/'];
  });
}
