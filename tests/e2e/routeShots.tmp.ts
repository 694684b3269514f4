import { WELL_KNOWN_TOKENS } from '../../protocol/wellKnownTokens.ts';
import { launchBrowser, openPage, siteUrl, untilHydrated } from './browser.ts';
import { saveScreens } from './saveScreens.ts';

const browser = await launchBrowser();
for (const [name, path] of [
  ['split', `/swap?inputCurrency=ETH&outputCurrency=${WELL_KNOWN_TOKENS.USDC}&value=300&field=input`],
  [
    'wbtc',
    `/swap?inputCurrency=${WELL_KNOWN_TOKENS.WBTC}&outputCurrency=${WELL_KNOWN_TOKENS.USDC}&value=10&field=input`,
  ],
] as const) {
  const page = await openPage(browser);
  await page.goto(siteUrl(path));
  await untilHydrated(page);
  await page.getByTestId('swap-route-diagram').waitFor({ timeout: 60_000 });
  console.log(name, await page.getByTestId('swap-route-diagram').getAttribute('aria-label'));
  await saveScreens(page, '/work/notes/shots/router', name, { fullPage: true });
  await page.context().close();
}
await browser.close();
