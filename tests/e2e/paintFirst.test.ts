import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, siteUrl, untilHydrated } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a page paints before its scripts', () => {
  it.each([
    '/',
    '/explore/transactions',
    '/explore/pools/ethereum/0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640',
    '/swap',
  ])('%s: no script is fetched before the first paint, and the page then hydrates', async (path) => {
    const page = await openPage(browser);
    await page.goto(siteUrl(path));
    await untilHydrated(page);
    const { firstPaint, firstScript, scripts } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const scriptEntries = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      return {
        firstPaint: paint ?? Number.NaN,
        firstScript: Math.min(...scriptEntries.map((entry) => entry.startTime)),
        scripts: scriptEntries.length,
      };
    });
    expect(scripts).toBeGreaterThan(3);
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
  });
});
