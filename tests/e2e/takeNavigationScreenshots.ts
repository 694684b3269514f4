import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, siteUrl, untilHydrated } from './browser.ts';

/**
 * Screenshots of the top bar's navigation (desktop 1280x800 and mobile 390x844, light and dark) into
 * tests/screenshots/, to look at by eye: closed, a desktop menu open, the phone's menu sheet open, and
 * the explore search box. Needs a running site (`npm run serve`).
 */
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };

mkdirSync('tests/screenshots', { recursive: true });
const browser = await launchBrowser();
try {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const shot = async (page: Page, name: string) => {
        await page.waitForTimeout(400);
        const file = `tests/screenshots/${name}-${device}-${colorScheme}.png`;
        await page.screenshot({ path: file });
        console.log(file);
      };
      const page = await openPage(browser, { viewport, colorScheme });
      await page.goto(siteUrl('/explore/pools/ethereum'), { waitUntil: 'networkidle' });
      await untilHydrated(page);
      await shot(page, 'nav-closed');
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (device === 'desktop') {
        await nav.getByRole('button', { name: 'Explore' }).click();
        await shot(page, 'nav-explore-open');
        await nav.getByRole('button', { name: 'Trade' }).click();
        await shot(page, 'nav-trade-open');
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: 'Menu' }).click();
        await shot(page, 'nav-menu-open');
        await page.keyboard.press('Escape');
      }
      await page.goto(siteUrl('/explore'), { waitUntil: 'networkidle' });
      await shot(page, 'explore-search');
      await page.context().close();
    }
  }
} finally {
  await browser.close();
}
