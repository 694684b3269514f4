import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataApiClient } from '../../data/client.ts';
import { TopTokens } from '../../data/operations/topTokens.ts';
import { dataApiUrl } from '../../scripts/dataApiProcess.ts';
import { launchBrowser, openPage, siteUrl, withoutFirstAnswer } from './browser.ts';

/**
 * Loading, error and retry as a reader meets them: the Data API is slowed down or fails for one
 * operation (the browser's requests are intercepted), on a long-tail page that loads in the browser.
 */
let browser: Browser;
let tokenPath: string;
let tokenName: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const client = createDataApiClient({ url: dataApiUrl() });
  const { topTokens } = await client.request(TopTokens, { chain: 'BASE', pageSize: 100 });
  const token = topTokens?.filter((t) => t?.address && t.name).at(-1);
  if (!token?.address || !token.name) throw new Error('no Base token beyond the popular set');
  tokenPath = `/explore/tokens/base/${token.address.toLowerCase()}`;
  tokenName = token.name;
});
afterAll(() => browser.close());

const DATA_API = /\/graphql(\?|$)/;

/** Every Data API call of `operation` fails (HTTP 503) until the route is removed. */
async function failOperation(page: Page, operation: string) {
  await page.route(DATA_API, (route) => {
    const request = route.request();
    const name =
      new URL(request.url()).searchParams.get('operationName') ?? request.postDataJSON()?.operationName;
    return name === operation ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue();
  });
}

/** Every Data API call answers `delayMs` late. */
async function slowDataApi(page: Page, delayMs: number) {
  await page.route(DATA_API, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

describe('data states', () => {
  it('says a token could not be loaded, and Retry loads it', async () => {
    const page = await openPage(browser);
    await failOperation(page, 'TokenWeb');
    // As when the edge could not get the token either: the app asks for it itself.
    await withoutFirstAnswer(page);
    await page.goto(siteUrl(tokenPath));
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load this token.' });
    await expect.poll(() => alert.count(), { timeout: 20_000 }).toBe(1);

    await page.unroute(DATA_API);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(tokenName);
    expect(await alert.count()).toBe(0);
    await page.context().close();
  });

  it('shows skeletons of the final size while the Data API is slow: nothing shifts when data arrives', async () => {
    const page = await openPage(browser);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await slowDataApi(page, 1_500);
    await page.goto(siteUrl(tokenPath));
    await expect.poll(() => page.locator('.token-page .skeleton').count()).toBeGreaterThan(3);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toBe(tokenName);
    await expect.poll(() => page.getByTestId('token-stats').textContent()).toContain('$');
    // Every answer in and laid out: no request in flight, then two frames.
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThan(0.05);
    await page.context().close();
  });
});
