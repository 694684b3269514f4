import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, siteUrl } from './browser.ts';

/**
 * Screenshots of the display currency and the home page (desktop 1280x800 and mobile 390x844, light and
 * dark) into tests/screenshots/, to look at by eye: the home page in USD for a first visit, in EUR with a
 * favourite, a token page in JPY, and the selector while a rate loads and when it cannot be had.
 * Needs a running site (`npm run serve`).
 */
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };
const CONVERT = /operationName=Convert/;
const USDC_PAGE = '/explore/tokens/ethereum/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

mkdirSync('tests/screenshots', { recursive: true });
const browser = await launchBrowser();
try {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      /** `tall`: the page's head down past the home page's cards, not only the first screen. */
      const shot = async (page: Page, name: string, tall = false) => {
        await page.waitForTimeout(600);
        const file = `tests/screenshots/${name}-${device}-${colorScheme}.png`;
        const height = tall ? viewport.height + 500 : viewport.height;
        await page.screenshot({
          path: file,
          fullPage: tall,
          clip: { x: 0, y: 0, width: viewport.width, height },
        });
        console.log(file);
      };
      const page = await openPage(browser, { viewport, colorScheme });
      const ready = () => page.locator('.currency-select select:enabled').waitFor({ state: 'attached' });
      // On a phone the selector is in the top bar's menu; `keepOpen` leaves the menu open for the shot.
      const choose = async (currency: string, keepOpen = false) => {
        if (device === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
        await page.locator('.currency-select select').selectOption(currency);
        if (device === 'mobile' && !keepOpen) await page.keyboard.press('Escape');
      };
      await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
      await ready();
      await shot(page, 'home-first-visit', true);

      await page.goto(siteUrl(USDC_PAGE), { waitUntil: 'networkidle' });
      await ready();
      await page.locator('.token-title .favorite-star').click();
      await choose('EUR');
      await page.waitForLoadState('networkidle');
      await shot(page, 'token-eur');
      await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
      await ready();
      await shot(page, 'home-eur-favourite', true);

      // A rate that takes its time, then one that never comes.
      let release = () => {};
      await page.route(CONVERT, (route) => {
        release = () => void route.continue();
      });
      await choose('JPY', true);
      await page.locator('.currency-select [role="status"]').waitFor();
      await shot(page, 'currency-loading');
      release();
      await page.unroute(CONVERT);
      await page.route(CONVERT, (route) => route.abort());
      if (device === 'mobile') await page.keyboard.press('Escape');
      await choose('GBP', true);
      await page.locator('.currency-unavailable').waitFor();
      await shot(page, 'currency-unavailable');
      await page.context().close();
    }
  }
} finally {
  await browser.close();
}
