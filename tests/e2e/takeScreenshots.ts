import { mkdirSync } from 'node:fs';
import { launchBrowser, openPage, siteUrl } from './browser.ts';

/**
 * Screenshots of the main screens (desktop 1280x800 and mobile 390x844, light and dark) into
 * tests/screenshots/, to look at by eye. Needs a running site (`npm run serve`).
 */
const SCREENS = {
  explore: '/explore',
  token: '/explore/tokens/ethereum/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  pool: '/explore/pools/ethereum/0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640',
  ...Object.fromEntries(
    (process.env.EXTRA_SCREENS ?? '')
      .split(',')
      .filter(Boolean)
      .map((p, i) => [`extra${i}`, p]),
  ),
};
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };

mkdirSync('tests/screenshots', { recursive: true });
const browser = await launchBrowser();
try {
  for (const [screen, path] of Object.entries(SCREENS)) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await openPage(browser, { viewport, colorScheme });
        await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
        await page.waitForTimeout(800);
        const file = `tests/screenshots/${screen}-${device}-${colorScheme}.png`;
        await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
        console.log(file);
        await page.context().close();
      }
    }
  }
} finally {
  await browser.close();
}
