import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataApiClient } from '../../data/client.ts';
import { readFragment } from '../../data/graphql.ts';
import { Convert } from '../../data/operations/convert.ts';
import { TokenPromo } from '../../data/operations/promos.ts';
import { TokenDetails } from '../../data/operations/tokenDetails.ts';
import { TokenWeb } from '../../data/operations/tokenWeb.ts';
import { dataApiUrl } from '../../scripts/dataApiProcess.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';

/**
 * The display currency end to end: every figure of the explore page, a token page (stats and chart)
 * and the home page shows in the chosen currency at the rate the Data API's Convert gives, the choice
 * survives a reload, and nothing logs an error (a hydration mismatch would). Favourites: a star on a
 * token page puts the token on the home page; unstarring takes it away.
 */
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const USDC_PAGE = `/explore/tokens/ethereum/${USDC}`;
const dataApi = createDataApiClient({ url: dataApiUrl() });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function rateOf(currency: 'EUR' | 'JPY') {
  const { convert } = await dataApi.request(Convert, { fromCurrency: 'USD', toCurrency: currency });
  if (!convert) throw new Error(`the Data API has no ${currency} rate`);
  return convert.value;
}

async function usdcMarket() {
  const { token } = await dataApi.request(TokenWeb, { chain: 'ETHEREUM', address: USDC });
  const market = token && readFragment(TokenDetails, token).market;
  if (!market?.price || !market.totalValueLocked) throw new Error('the Data API has no USDC market');
  return { price: market.price.value, tvl: market.totalValueLocked.value };
}

/** A page that records every console error and page error (a hydration mismatch is one). */
async function watchedPage(viewport = { width: 1280, height: 800 }) {
  const page = await openPage(browser, { viewport });
  const problems: string[] = [];
  page.on('console', (message) => {
    // The tests' own block of the service worker script (browser.ts) is the one expected error.
    if (message.type() === 'error' && !message.text().includes('fetching the script'))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems };
}

/** The selector is enabled once the page has hydrated. */
async function hydrated(page: Page) {
  // On a phone the selector sits in the closed menu: attached, not visible.
  await page.locator('.currency-select select:enabled').waitFor({ state: 'attached', timeout: 20_000 });
}

/**
 * A money figure as shown (`€1,234.56`, `€36.7K`, `¥1,900`) read back as a number, with half a unit of
 * its last digit: how far from the exact figure its rounding may be.
 */
function readMoney(text: string, sign: string): { value: number; halfUnit: number } {
  const match = text.trim().match(/^(-?)(\D*?)([\d,]+(?:\.\d+)?)([KMBT]?)$/);
  if (!match || match[2] !== sign) throw new Error(`"${text}" is not a ${sign} figure`);
  const [, minus, , digits = '', suffix = ''] = match;
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[suffix] ?? 1;
  const decimals = digits.split('.')[1]?.length ?? 0;
  const value = Number(digits.replace(/,/g, '')) * scale * (minus ? -1 : 1);
  return { value, halfUnit: (scale * 10 ** -decimals) / 2 };
}

/** The figure on screen is `usd` × `rate`, rounded as the display rounds it. */
function expectConverted(text: string, sign: string, usd: number, rate: number) {
  const shown = readMoney(text, sign);
  expect(Math.abs(shown.value - usd * rate), `${text} for ${usd} USD × ${rate}`).toBeLessThanOrEqual(
    shown.halfUnit * 1.0001,
  );
}

async function chooseCurrency(page: Page, currency: string) {
  await page.locator('.currency-select select').selectOption(currency);
}

describe('display currency', () => {
  it('shows the explore page, a token page (stats and chart) and the home page in EUR at the Data API rate, and remembers it', async () => {
    const rate = await rateOf('EUR');
    expect(rate).toBeGreaterThan(0);
    expect(rate).not.toBe(1);
    const { page, problems } = await watchedPage();

    // Explore: every price, FDV and volume cell of the table.
    await page.goto(siteUrl('/explore/tokens/ethereum'));
    await hydrated(page);
    const usdcRow = page.locator('.tokens-table tbody tr.clickable').filter({
      has: page.locator(`a[href$="/${USDC}"]`),
    });
    await expect.poll(() => usdcRow.locator('td').nth(2).textContent()).toMatch(/^\$/);
    await chooseCurrency(page, 'EUR');
    await expect.poll(() => usdcRow.locator('td').nth(2).textContent()).toMatch(/^€/);
    expectConverted(
      (await usdcRow.locator('td').nth(2).textContent()) ?? '',
      '€',
      (await usdcMarket()).price,
      rate,
    );
    const moneyCells = await page
      .locator('.tokens-table tbody tr.clickable')
      .evaluateAll((rows) =>
        rows.flatMap((row) => [2, 5, 6].map((i) => row.querySelectorAll('td')[i]?.textContent ?? '')),
      );
    expect(moneyCells.length).toBeGreaterThan(30);
    expect(moneyCells.filter((text) => text !== '–' && !text.startsWith('€'))).toEqual([]);

    // Token page: price, stats and the chart's scale, then the same after a reload.
    await page.goto(siteUrl(USDC_PAGE));
    await hydrated(page);
    const price = page.getByTestId('token-price');
    await expect.poll(() => price.textContent()).toMatch(/^€/);
    const market = await usdcMarket();
    expectConverted((await price.textContent()) ?? '', '€', market.price, rate);
    const stats = page.getByTestId('token-stats').locator('dd');
    const tvl = page.getByTestId('token-stats').locator('div').filter({ hasText: 'TVL' }).locator('dd');
    expectConverted((await tvl.textContent()) ?? '', '€', market.tvl, rate);
    expect((await stats.allTextContents()).filter((text) => text !== '–' && !text.startsWith('€'))).toEqual(
      [],
    );
    const chartLabels = page.locator('.chart-preview-label');
    await expect.poll(() => chartLabels.count()).toBe(2);
    const eurLabels = await chartLabels.allTextContents();
    expect(eurLabels.every((label) => label.startsWith('€'))).toBe(true);

    await page.reload();
    await hydrated(page);
    await expect.poll(() => price.textContent()).toMatch(/^€/);
    expect(await page.locator('.currency-select select').inputValue()).toBe('EUR');

    // The chart's scale in USD is the EUR one divided by the rate (each rounded to 4 digits).
    await chooseCurrency(page, 'USD');
    await expect.poll(() => price.textContent()).toMatch(/^\$/);
    const usdLabels = await chartLabels.allTextContents();
    for (const [i, usdLabel] of usdLabels.entries()) {
      const usd = readMoney(usdLabel, '$');
      const eur = readMoney(eurLabels[i] ?? '', '€');
      expect(Math.abs(eur.value - usd.value * rate)).toBeLessThanOrEqual(eur.halfUnit + usd.halfUnit * rate);
    }

    // Home page, EUR chosen on another page: the promo and the cards in EUR from the first paint after hydration.
    await chooseCurrency(page, 'EUR');
    await expect.poll(() => price.textContent()).toMatch(/^€/);
    await page.goto(siteUrl('/'));
    await hydrated(page);
    const promoPrice = page.getByTestId('token-promo-price');
    await expect.poll(() => promoPrice.textContent()).toMatch(/^€/);
    const { token: eth } = await dataApi.request(TokenPromo, { chain: 'ETHEREUM', address: null });
    expectConverted(
      (await promoPrice.textContent()) ?? '',
      '€',
      eth?.market?.price?.value ?? Number.NaN,
      rate,
    );
    const cardPrices = await page
      .getByTestId('home-screen-tokens')
      .getByTestId('token-card-price')
      .allTextContents();
    expect(cardPrices.length).toBeGreaterThan(3);
    expect(cardPrices.filter((text) => !text.startsWith('€'))).toEqual([]);
    const floors = await page.getByTestId('collection-floor-value').allTextContents();
    expect(floors.length).toBeGreaterThan(0);
    expect(floors.filter((text) => !text.startsWith('€'))).toEqual([]);

    expect(problems).toEqual([]);
  });

  it('shows JPY in whole yen', async () => {
    const rate = await rateOf('JPY');
    const { token } = await dataApi.request(TokenWeb, { chain: 'ETHEREUM', address: null });
    const ethPrice = token && readFragment(TokenDetails, token).market?.price?.value;
    if (!ethPrice) throw new Error('the Data API has no ETH price');
    const { page, problems } = await watchedPage();
    await page.goto(siteUrl('/explore/tokens/ethereum/NATIVE'));
    await hydrated(page);
    await chooseCurrency(page, 'JPY');
    const price = page.getByTestId('token-price');
    await expect.poll(() => price.textContent()).toMatch(/^¥/);
    const text = (await price.textContent()) ?? '';
    expect(text).toMatch(/^¥[\d,]+$/);
    expectConverted(text, '¥', ethPrice, rate);
    expect(problems).toEqual([]);
  });

  it('keeps USD figures, and says so, while no rate can be had', async () => {
    const { page, problems } = await watchedPage();
    await page.route(/[?&]operationName=Convert|query\+Convert|query%20Convert/, (route) => route.abort());
    await page.goto(siteUrl(USDC_PAGE));
    await hydrated(page);
    await chooseCurrency(page, 'EUR');
    const note = page.locator('.currency-unavailable');
    await note.waitFor();
    expect(await note.textContent()).toContain('USD');
    expect(await note.getAttribute('title')).toContain('No EUR rate');
    expect(await page.getByTestId('token-price').textContent()).toMatch(/^\$/);
    // The failed request is the expected console error here.
    expect(problems.filter((problem) => !problem.includes('net::ERR_FAILED'))).toEqual([]);

    // The rate comes back: a click on the note tries again.
    await page.unroute(/[?&]operationName=Convert|query\+Convert|query%20Convert/);
    await note.click();
    await expect.poll(() => page.getByTestId('token-price').textContent()).toMatch(/^€/);
    expect(await note.count()).toBe(0);
  });
});

describe('favourite tokens', () => {
  it('puts a token starred on its page on the home page with its live price, and takes it off when unstarred', async () => {
    const { page, problems } = await watchedPage({ width: 390, height: 844 });
    await page.goto(siteUrl('/'));
    await hydrated(page);
    const favorites = page.getByTestId('favorite-tokens');
    await expect.poll(() => favorites.textContent()).toContain('Star a token');

    await page.goto(siteUrl(USDC_PAGE));
    await hydrated(page);
    const star = page.locator('.token-title').getByRole('button', { name: 'Add USDC to favourites' });
    await star.click();
    await page.getByRole('button', { name: 'Remove USDC from favourites' }).first().waitFor();

    await page.goto(siteUrl('/'));
    await hydrated(page);
    const card = favorites.getByTestId('token-card');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('USDC');
    const shown = favorites.getByTestId('token-card-price');
    await expect.poll(() => shown.textContent()).toMatch(/^\$/);
    expectConverted((await shown.textContent()) ?? '', '$', (await usdcMarket()).price, 1);

    await favorites.getByRole('button', { name: 'Remove USDC from favourites' }).click();
    await expect.poll(() => card.count()).toBe(0);
    expect(await favorites.textContent()).toContain('Star a token');
    await page.reload();
    await hydrated(page);
    await expect.poll(() => favorites.textContent()).toContain('Star a token');
    expect(problems).toEqual([]);
  });
});
