import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataApiClient } from '../../data/client.ts';
import { readFragment } from '../../data/graphql.ts';
import { V3Transactions } from '../../data/operations/chainTransactions.ts';
import { PoolTransactionRow } from '../../data/operations/poolTransactionRow.ts';
import { dataApiUrl } from '../../scripts/dataApiProcess.ts';
import { holdScripts, launchBrowser, openPage, siteUrl } from './browser.ts';
import { countRowRenders, rowRenders } from './rowRenders.ts';

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const NO_POOLS_TOKEN = `0x${'0'.repeat(39)}1`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** `$59.8M` → 59 800 000: enough to compare the compact amounts a table shows. */
function usd(text: string): number {
  const match = /\$([\d.,]+)([KMBT]?)/.exec(text);
  if (!match) return Number.NaN;
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[match[2] ?? ''] ?? 1;
  return Number(match[1]?.replace(/,/g, '')) * scale;
}

/** When the Data API's newest Ethereum V3 trade happened (unix seconds). */
async function newestOnDataApi(): Promise<number> {
  const client = createDataApiClient({ url: dataApiUrl() });
  const { v3Transactions } = await client.request(V3Transactions, { chain: 'BASE', first: 1 });
  const newest = v3Transactions?.[0];
  return newest ? readFragment(PoolTransactionRow, newest).timestamp : 0;
}

const poolRows = (page: Page) => page.locator('.pools-table tbody tr.clickable');
const tvls = async (page: Page) =>
  (await page.locator('.pools-table tbody tr.clickable td:nth-child(3)').allTextContents()).map(usd);
const nonIncreasing = (values: number[]) =>
  values.every((value, i) => i === 0 || value <= (values[i - 1] ?? 0));

describe('token search', () => {
  it('finds a token by symbol and opens its page, and says when nothing matches', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/explore/tokens/ethereum'), { waitUntil: 'networkidle' });
    const search = page.getByLabel('Search tokens');
    await search.fill('USDC');
    const result = page.locator(`.token-search-results a[href$="/${USDC}"]`);
    await expect.poll(() => result.count()).toBe(1);
    expect(await result.locator('.price').textContent()).toMatch(/^\$/);
    await search.fill('zzqqxxnothing');
    await expect.poll(() => page.getByText('No tokens match “zzqqxxnothing”.').count()).toBe(1);
    await search.fill('USDC');
    await result.click();
    await page.waitForURL(`**/explore/tokens/ethereum/${USDC}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('USDCoin');
    await page.context().close();
  });

  it('searches what was typed into the prerendered box before the scripts ran', async () => {
    const page = await openPage(browser);
    const scripts = await holdScripts(page);
    await page.goto(siteUrl('/explore/tokens/ethereum'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Search tokens').fill('USDC');
    scripts.release();
    await page.locator(`.token-search-results a[href$="/${USDC}"]`).waitFor({ timeout: 20_000 });
  });
});

describe('explore pools', () => {
  it('lists every version by TVL with version and fee badges, and keeps the order after loading more', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/explore/pools/ethereum'), { waitUntil: 'networkidle' });
    await expect.poll(() => poolRows(page).count()).toBeGreaterThan(10);
    const badges = await page.locator('.pools-table tbody .badge').allTextContents();
    expect(new Set(badges.filter((badge) => /^v\d$/.test(badge)))).toEqual(new Set(['v2', 'v3', 'v4']));
    expect(badges.some((badge) => /^\d+(\.\d+)?%$/.test(badge))).toBe(true);
    const before = await poolRows(page).count();
    expect(nonIncreasing(await tvls(page))).toBe(true);

    await page.getByRole('button', { name: 'Load more pools' }).click();
    await expect.poll(() => poolRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(before);
    const all = await tvls(page);
    expect(all.every(Number.isFinite)).toBe(true);
    expect(nonIncreasing(all)).toBe(true);
    await page.context().close();
  });

  it('carries the rows it shows first in its HTML, and asks for the whole page with today’s figures', async () => {
    const html = await (await fetch(siteUrl('/explore/pools/ethereum'))).text();
    expect(html.match(/<tr class="clickable"/g)).toHaveLength(25);
    const page = await openPage(browser);
    const versions = ['TopV4Pools', 'TopV3Pools', 'TopV2Pairs'].map((operation) =>
      page.waitForRequest((request) => request.url().includes(`query=query+${operation}`)),
    );
    await page.goto(siteUrl('/explore/pools/ethereum'));
    await Promise.all(versions);
    await page.context().close();
  });

  it('filters by a token, and says so when no pool holds it', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/explore/pools/ethereum'), { waitUntil: 'networkidle' });
    const filter = page.getByLabel('Filter pools by token address');
    await filter.fill(USDC);
    await expect
      .poll(async () => {
        const names = await page.locator('.pools-table tbody tr.clickable .name').allTextContents();
        return names.length > 0 && names.every((name) => name.includes('USDC'));
      })
      .toBe(true);
    await filter.fill(NO_POOLS_TOKEN);
    await expect.poll(() => page.getByText('No pools hold this token.').count()).toBe(1);
    await page.context().close();
  });

  it('opens a pool page when a row is clicked', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/explore/pools/ethereum'), { waitUntil: 'networkidle' });
    const first = poolRows(page).first();
    const name = await first.locator('.name').textContent();
    await first.locator('td').nth(2).click();
    await page.waitForURL(/\/explore\/pools\/ethereum\/0x[0-9a-f]+$/);
    await expect.poll(() => page.locator('h1').textContent()).toContain(name?.split(' / ')[0] ?? '');
    await page.context().close();
  });
});

describe('explore transactions', () => {
  it('lists the newest transactions of every version first, and more on demand in order', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/explore/transactions/ethereum'), { waitUntil: 'networkidle' });
    const times = () =>
      page
        .locator('.transactions-table tbody time')
        .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
    await expect.poll(async () => (await times()).length).toBeGreaterThan(10);
    const first = await times();
    expect(nonIncreasing(first)).toBe(true);
    const cells = await page.locator('.transactions-table tbody tr').first().locator('td').allTextContents();
    expect(cells[0]).toMatch(/\d+[smhd] ago/);
    expect(cells[1]).toMatch(/^(Swap|Add|Remove)/);
    expect(cells[2]).toMatch(/^\$/);

    await page.getByRole('button', { name: 'Load more transactions' }).click();
    await expect.poll(async () => (await times()).length, { timeout: 15_000 }).toBeGreaterThan(first.length);
    expect(nonIncreasing(await times())).toBe(true);
    await page.context().close();
  });

  it('renders no row again when a poll brings what the table already shows', async () => {
    const page = await openPage(browser);
    await countRowRenders(page);
    // The Data API trades on the wall clock, so a real poll may well bring a new row: the poll is
    // answered with the very answer the page last had for the same request, an answer equal to what
    // the table shows.
    const lastAnswers = new Map<string, string>();
    let replaying = false;
    let replayed = 0;
    await page.route(/\/graphql/, async (route) => {
      const request = route.request();
      const key = `${request.method()} ${request.url()} ${request.postData() ?? ''}`;
      const last = lastAnswers.get(key);
      if (replaying && last !== undefined) {
        replayed++;
        await route.fulfill({ status: 200, contentType: 'application/json', body: last });
        return;
      }
      const response = await route.fetch();
      const body = await response.text();
      lastAnswers.set(key, body);
      await route.fulfill({ response, body });
    });
    await page.clock.install();
    await page.goto(siteUrl('/explore/transactions/ethereum'), { waitUntil: 'networkidle' });
    const rows = page.locator('.transactions-table tbody tr');
    await expect.poll(() => rows.locator('time').count()).toBeGreaterThan(10);
    // From here the page's clock moves only when told: the 30 s tick of the relative times, which
    // renders every row, stays out of the count.
    await page.clock.pauseAt(Date.now() + 1_000);
    const rendersBefore = await rowRenders(page);
    replaying = true;
    // The poll asks each version's transactions (V4, V3, V2).
    const answered = Promise.all(
      [0, 1, 2].map(() =>
        page.waitForEvent('requestfinished', (request) => request.url().includes('/graphql')),
      ),
    );
    await page.clock.runFor(16_000);
    await answered;
    expect(replayed).toBeGreaterThanOrEqual(3);
    // The clock is paused, timers with it; React schedules its renders through message ports, which run:
    // let the answers through parsing, SWR and React's renders before counting.
    await page.evaluate(async () => {
      for (let task = 0; task < 50; task++)
        await new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = resolve;
          channel.port2.postMessage(null);
        });
    });
    expect(await rowRenders(page)).toBe(rendersBefore);
    await page.context().close();
  });

  it('brings new transactions in by polling, without a reload, rendering the new rows only', async () => {
    const page = await openPage(browser);
    await countRowRenders(page);
    // The page's timers run on a fake clock, so the 15 s poll comes at once; the Data API trades in real time.
    // Base, not Ethereum: the local chain's rows join Ethereum's, and its blocks may run seconds ahead of the
    // wall clock (each block is at least a second after the last), so its newest row can stay newest a while.
    await page.clock.install();
    await page.goto(siteUrl('/explore/transactions/base'), { waitUntil: 'networkidle' });
    const newest = () => page.locator('.transactions-table tbody time').first().getAttribute('datetime');
    await expect.poll(newest).toMatch(/^\d{4}-/);
    // From here the page's clock moves only when told: the 30 s tick of the relative times, which
    // renders every row, stays out of the count.
    await page.clock.pauseAt(Date.now() + 1_000);
    const before = await newest();
    const rows = page.locator('.transactions-table tbody tr');
    // React keeps a kept row's element: a row without the mark is one the poll brought.
    await rows.evaluateAll((trs) => {
      for (const tr of trs) tr.setAttribute('data-before-poll', '');
    });
    const rendersBefore = await rowRenders(page);
    // The Data API trades on the wall clock: wait until it has a trade newer than the page's newest.
    await expect.poll(newestOnDataApi, { timeout: 15_000 }).toBeGreaterThan(Date.parse(before ?? '') / 1000);
    await page.clock.runFor(16_000);
    await expect.poll(newest, { timeout: 15_000 }).not.toBe(before);
    expect(Date.parse((await newest()) ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
    const newRows = await page.locator('.transactions-table tbody tr:not([data-before-poll])').count();
    expect(newRows).toBeGreaterThan(0);
    expect(newRows).toBeLessThan(await rows.count());
    expect((await rowRenders(page)) - rendersBefore).toBe(newRows);
    await page.context().close();
  });
});
