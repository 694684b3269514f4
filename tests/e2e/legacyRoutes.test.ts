import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_REDIRECT_STATUS, LEGACY_ROUTES, legacyRedirectTarget } from '../../preview/legacyRoutes.ts';
import { formatPath } from '../../preview/pathPattern.ts';
import { launchBrowser, openPage, siteUrl, untilHydrated } from './browser.ts';

/** A path of each legacy route, its token id a number as old links carry. */
const LEGACY_PATHS = LEGACY_ROUTES.map(({ pattern }) => formatPath(pattern, { tokenId: '1' }));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('legacy /pool and /pools routes', () => {
  it.each(LEGACY_PATHS)('%s: a crawler or curl gets a permanent redirect with its Location', async (path) => {
    const response = await fetch(siteUrl(path), {
      redirect: 'manual',
      headers: { 'User-Agent': 'curl/8.5.0', Accept: '*/*' },
    });
    const target = legacyRedirectTarget(new URL(siteUrl(path)));
    expect(response.status).toBe(LEGACY_REDIRECT_STATUS);
    expect(response.headers.get('Location')).toBe(siteUrl(target));
  });

  it('a client-side navigation to a legacy path lands on its page without asking the server for it', async () => {
    const page = await openPage(browser);
    const documentsAsked: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documentsAsked.push(new URL(request.url()).pathname);
    });
    await page.goto(siteUrl('/explore'));
    await untilHydrated(page);
    documentsAsked.length = 0;
    // A link as an old page or a bookmark import would carry it, followed by the client router.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/pools/1?chain=base';
      link.textContent = 'old position link';
      document.querySelector('main')?.append(link);
    });
    await page.getByRole('link', { name: 'old position link' }).click();
    await page.waitForURL((url) => url.pathname === '/positions/v3/base/1');
    expect(documentsAsked.filter((path) => path.startsWith('/pool'))).toEqual([]);
  });
});
