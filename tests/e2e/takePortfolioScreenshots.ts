import { mkdirSync } from 'node:fs';
import { launchBrowser, openPage, siteUrl } from './browser.ts';

/**
 * Screenshots of the portfolio (every tab of an address, the no-wallet entry and a bad address), desktop
 * 1280x800 and mobile 390x844, light and dark, into tests/screenshots/. Needs a running site
 * (`npm run serve`); `PORTFOLIO_ADDRESS` picks the address (any address has a portfolio in the dataset).
 */
const owner = process.env.PORTFOLIO_ADDRESS ?? '0x8ba1f109551bd432803012645ac136ddd64dba72';
const SCREENS = {
  'portfolio-entry': '/portfolio',
  'portfolio-tokens': `/portfolio/${owner}`,
  'portfolio-defi': `/portfolio/${owner}/defi`,
  'portfolio-nfts': `/portfolio/${owner}/nfts`,
  'portfolio-activity': `/portfolio/${owner}/activity`,
  'portfolio-invalid': '/portfolio/0xnot-an-address',
};
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };

mkdirSync('tests/screenshots', { recursive: true });
const browser = await launchBrowser();
try {
  for (const [screen, path] of Object.entries(SCREENS)) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await openPage(browser, { viewport, colorScheme });
        page.on('console', (message) => {
          if (message.type() === 'error') console.error(`${path}: ${message.text()}`);
        });
        // The Activity tab keeps its live stream open: the network is never idle there.
        await page.goto(siteUrl(path), { waitUntil: 'load' });
        await page.waitForTimeout(2500);
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
