import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, siteUrl } from './browser.ts';

const USDC_PAGE = '/explore/tokens/ethereum/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('token page (USDC)', () => {
  it('shows stats in USD', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(USDC_PAGE));
    const stats = page.getByTestId('token-stats');
    await expect.poll(() => stats.textContent()).toContain('$');
    expect(await stats.textContent()).toMatch(/Market cap\$[\d.]+[KMB]/);
    await page.context().close();
  });

  it('changes the chart series with the duration', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(USDC_PAGE));
    const chart = page.locator('figure.time-series-chart');
    const span = async () => {
      const first = Number(await chart.getAttribute('data-first-time'));
      const last = Number(await chart.getAttribute('data-last-time'));
      return last - first;
    };
    await expect.poll(async () => Number(await chart.getAttribute('data-points'))).toBeGreaterThan(1);
    const daySpan = await span();
    expect(daySpan).toBeGreaterThan(0);
    expect(daySpan).toBeLessThanOrEqual(86_400 * 1.1);
    await page.getByRole('button', { name: '1W' }).click();
    await expect.poll(span).toBeGreaterThan(86_400 * 3);
    await page.context().close();
  });

  it('paints the chart as SVG first and loads the interactive chart when pointed at', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(USDC_PAGE), { waitUntil: 'networkidle' });
    const canvases = page.locator('.chart-canvas canvas');
    await expect.poll(() => page.locator('.chart-preview svg > *').count()).toBeGreaterThan(1);
    expect(await canvases.count()).toBe(0);
    await page.locator('figure.time-series-chart').hover();
    await expect.poll(() => canvases.count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.chart-preview').count()).toBe(0);
    await page.context().close();
  });

  it('draws candles, falls back to the price history without them, and charts volume and TVL', async () => {
    const page = await openPage(browser);
    const preview = page.locator('.chart-preview svg');
    const drawn = async () => ({
      candles: await preview.locator('rect').count(),
      lines: await preview.locator('path').count(),
    });
    await page.goto(siteUrl(USDC_PAGE));
    await expect.poll(async () => (await drawn()).candles).toBeGreaterThan(5);

    await page.getByRole('button', { name: 'Volume' }).click();
    await expect.poll(async () => (await drawn()).candles).toBeGreaterThan(5);
    expect((await drawn()).lines).toBe(0);
    await page.getByRole('button', { name: 'TVL' }).click();
    await expect.poll(drawn).toEqual({ candles: 0, lines: 2 });

    // A Data API without candles for this token: the price chart is its price history, as a line.
    await page.route(/\/graphql\?/, (route) => {
      const url = new URL(route.request().url());
      const variables = JSON.parse(url.searchParams.get('variables') ?? '{}');
      return url.searchParams.get('operationName') === 'TokenPrice' && variables.fallback === false
        ? route.fulfill({ contentType: 'application/json', body: '{"data":{"token":null}}' })
        : route.continue();
    });
    await page.getByRole('button', { name: 'Price' }).click();
    await page.getByRole('button', { name: '1M' }).click();
    await expect.poll(drawn).toEqual({ candles: 0, lines: 2 });
    await page.context().close();
  });

  it('shows the description in French to a French reader', async () => {
    const descriptionIn = async (locale: string) => {
      const page = await openPage(browser, { locale });
      await page.goto(siteUrl(USDC_PAGE));
      const description = page.getByTestId('token-description');
      await expect.poll(() => description.getAttribute('lang')).toBe(locale.slice(0, 2));
      const text = await description.textContent();
      await page.context().close();
      return text;
    };
    const french = await descriptionIn('fr-FR');
    const english = await descriptionIn('en-US');
    expect(french).toBeTruthy();
    expect(french).not.toBe(english);
  });
});
