import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataApiClient } from '../../data/client.ts';
import { TopTokens } from '../../data/operations/topTokens.ts';
import { dataApiUrl } from '../../scripts/dataApiProcess.ts';
import { launchBrowser, openPage, siteUrl, untilHydrated, withoutFirstAnswer } from './browser.ts';

/**
 * The app while its Data API is down, in each way a Data API goes down (the browser's requests to it
 * are intercepted, and the page comes without the edge's first answer, as the edge could not get one
 * either): the page shows its error state with Retry, and comes back by itself, without a reload or a
 * click, once the Data API answers again.
 */
let browser: Browser;
let tokenPath: string;
let tokenName: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const client = createDataApiClient({ url: dataApiUrl() });
  const { topTokens } = await client.request(TopTokens, { chain: 'BASE', pageSize: 100 });
  const token = topTokens?.filter((t) => t?.address && t.name).at(-2);
  if (!token?.address || !token.name) throw new Error('no Base token beyond the popular set');
  tokenPath = `/explore/tokens/base/${token.address.toLowerCase()}`;
  tokenName = token.name;
});
afterAll(() => browser?.close());

const DATA_API = /\/graphql(\?|$)/;

const FAILURES: Record<string, (route: Route) => Promise<void> | void> = {
  'refuses connections': (route) => route.abort('connectionrefused'),
  // Accepted and never answered: the app's own bound (10 s) ends the wait.
  'never answers': () => {},
  'answers 502 with an HTML page': (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html><h1>502 Bad Gateway</h1></html>' }),
  'answers 200 with a body that is not JSON': (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": {"token": ' }),
};

describe('the app while the Data API is down', () => {
  it('still shows a long-tail token the edge sent with the page when the browser cannot reach the Data API', async () => {
    const page = await openPage(browser);
    try {
      await page.route(DATA_API, (route) => route.abort('connectionrefused'));
      await page.goto(siteUrl(tokenPath));
      await untilHydrated(page);
      await expect.poll(() => heading(page)).toBe(tokenName);
      expect(await page.getByRole('alert').filter({ hasText: 'Could not load this token.' }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  for (const [failure, fail] of Object.entries(FAILURES)) {
    it(`${failure}: error state with Retry, then recovers by itself`, async () => {
      const page = await openPage(browser);
      try {
        await page.route(DATA_API, fail);
        await withoutFirstAnswer(page);
        await page.goto(siteUrl(tokenPath));
        const alert = page.getByRole('alert').filter({ hasText: 'Could not load this token.' });
        await alert.waitFor({ timeout: 30_000 });
        expect(await alert.getByRole('button', { name: 'Retry' }).count()).toBe(1);

        await page.unroute(DATA_API);
        await expect.poll(() => heading(page), { timeout: 30_000 }).toBe(tokenName);
        expect(await alert.count()).toBe(0);
      } finally {
        await page.context().close();
      }
    }, 90_000);
  }
});

function heading(page: Page): Promise<string | null> {
  return page.locator('h1').first().textContent();
}
