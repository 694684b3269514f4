import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataApiClient } from '../../data/client.ts';
import { TopV3Pools } from '../../data/operations/topPools.ts';
import { TopTokens } from '../../data/operations/topTokens.ts';
import { dataApiUrl } from '../../scripts/dataApiProcess.ts';
import { launchBrowser, siteUrl } from './browser.ts';

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What proves a page works: the element the Data API's answer fills in. */
async function pagesToVisit(): Promise<[string, string][]> {
  const dataApi = createDataApiClient({ url: dataApiUrl() });
  const { topTokens } = await dataApi.request(TopTokens, { chain: 'ARBITRUM', pageSize: 100 });
  const longTailToken = topTokens?.filter((token) => token?.address && token.name).at(-1)?.address;
  const { topV3Pools } = await dataApi.request(TopV3Pools, { chain: 'ETHEREUM', first: 100 });
  const longTailPool = topV3Pools?.at(-1)?.address;
  if (!longTailToken || !longTailPool) throw new Error('the Data API has no long-tail token or pool');
  return [
    ['/', '.tokens-table tbody tr.clickable'],
    ['/explore/pools', 'table tbody tr'],
    [`/explore/tokens/ethereum/${USDC}`, 'h1'],
    [`/explore/tokens/arbitrum/${longTailToken.toLowerCase()}`, 'h1'],
    [`/explore/pools/ethereum/${longTailPool.toLowerCase()}`, '[data-testid="pool-stats"]'],
  ];
}

describe('the app under its Content-Security-Policy (Chromium)', () => {
  it('loads every kind of page, its data and its service worker with no CSP violation', async () => {
    // The service worker is left on here: its registration and its Data API requests run under the
    // policy too. A stored dark theme proves the inline boot script ran (it is allowed by its hash).
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await context.addInitScript(() => {
        localStorage.setItem('theme', 'dark');
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const page = await context.newPage();
      const console: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
      });
      for (const [path, filled] of await pagesToVisit()) {
        const response = await page.goto(siteUrl(path));
        expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
        await page.locator(filled).first().waitFor({ timeout: 20_000 });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.dataset.theme), { message: path })
          .toBe('dark');
        await page.waitForLoadState('networkidle');
        expect(
          await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
          path,
        ).toEqual([]);
      }
      await expect
        .poll(() =>
          page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state),
        )
        .toBe('activated');
      expect(console).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('cannot be framed by another page', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/frame-ancestors|refused to connect|Refused to frame/i.test(message.text()))
          refused.push(message.text());
      });
      await page.setContent(`<iframe src="${siteUrl('/')}"></iframe>`);
      await expect.poll(() => refused.length, { timeout: 15_000 }).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
