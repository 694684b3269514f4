import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, siteUrl } from './browser.ts';

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const rows = (page: Page) => page.locator('.tokens-table tbody tr.clickable');
const firstRowNames = (page: Page, count = 5) =>
  page
    .locator('.tokens-table tbody tr .name')
    .evaluateAll((els, n) => els.slice(0, n).map((e) => e.textContent), count);

describe('explore tokens', () => {
  it('lists USDC on Ethereum with $ prices', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/'));
    const usdc = rows(page).filter({ has: page.locator(`a[href$="/${USDC}"]`) });
    await expect.poll(() => usdc.count()).toBe(1);
    const cells = await usdc.locator('td').allTextContents();
    expect(cells[2]).toMatch(/^\$\d/);
    await page.context().close();
  });

  it('sorts by a column', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/explore/tokens/ethereum'), { waitUntil: 'networkidle' });
    const before = await firstRowNames(page);
    await page.getByRole('button', { name: 'Price' }).click();
    await expect.poll(() => firstRowNames(page)).not.toEqual(before);
    const prices = await page
      .locator('.tokens-table tbody tr td:nth-child(3)')
      .evaluateAll((els) => els.slice(0, 5).map((e) => Number(e.textContent?.replace(/[$,]/g, ''))));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await page.context().close();
  });

  it('shows its first 25 rows, and the rest of the page as the reader scrolls to them', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/explore/tokens/ethereum'), { waitUntil: 'networkidle' });
    // The whole page of 100 is in by now (networkidle); only the rows near the viewport are drawn.
    expect(await rows(page).count()).toBe(25);
    const ranks = () => rows(page).locator('.cell-rank').allTextContents();
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return rows(page).count();
      })
      .toBe(100);
    expect((await ranks()).map(Number)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    await page.context().close();
  });

  it('fetches more rows on demand', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/explore/tokens/ethereum'), { waitUntil: 'networkidle' });
    const before = await rows(page).count();
    expect(before).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Load more tokens' }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBeGreaterThan(before);
    await page.context().close();
  });

  it('changes the list with the chain filter', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/explore/tokens/ethereum'), { waitUntil: 'networkidle' });
    const links = () =>
      page
        .locator('.tokens-table tbody tr .name')
        .locator('xpath=..')
        .evaluateAll((els) => els.slice(0, 5).map((e) => e.getAttribute('href')));
    expect((await links())[0]).toContain('/ethereum/');
    await page.getByLabel('Network').selectOption('base');
    await page.waitForURL('**/explore/tokens/base');
    await expect
      .poll(async () => (await links()).every((href) => href?.includes('/explore/tokens/base/')))
      .toBe(true);
    await page.context().close();
  });

  it('opens a token page when a row is clicked', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/explore/tokens/ethereum'), { waitUntil: 'networkidle' });
    const usdc = rows(page).filter({ has: page.locator(`a[href$="/${USDC}"]`) });
    await usdc.locator('td').nth(2).click();
    await page.waitForURL(`**/explore/tokens/ethereum/${USDC}`);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/USD\s?Coin/i);
    await page.context().close();
  });
});
