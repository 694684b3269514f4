import { mkdirSync } from 'node:fs';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { connectTestWallet, installTestWallet } from './testWallet.ts';

/**
 * Screenshots of the NFT screens (desktop 1280x800 and mobile 390x844, light and dark) into
 * tests/screenshots/, to look at by eye. Needs a running site (`npm run serve`) and chain.
 */
const PUNKS = '0xb47e3cd837ddf8e4c57f05d70ab865de6e193bbb';
const SCREENS: Record<string, string> = {
  nfts: '/nfts',
  'nft-collection': `/nfts/collection/${PUNKS}`,
  'nft-collection-activity': `/nfts/collection/${PUNKS}/activity`,
  'nft-asset': `/nfts/asset/${PUNKS}/1047`,
  'nft-unknown': '/nfts/collection/0x000000000000000000000000000000000000dead',
  'nft-profile': '/nfts/profile',
};
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };
const only = process.env.SCREENS?.split(',');

mkdirSync('tests/screenshots', { recursive: true });
const browser = await launchBrowser();
try {
  for (const [screen, path] of Object.entries(SCREENS)) {
    if (only && !only.includes(screen)) continue;
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await openPage(browser, { viewport, colorScheme });
        if (screen === 'nft-profile') {
          const wallet = await installTestWallet(page, { rpcUrl: chainRpcUrlFrom(process.env) });
          await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
          await connectTestWallet(page, wallet);
        } else await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
        await page.waitForTimeout(1000);
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
