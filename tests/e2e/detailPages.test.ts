import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataApiClient } from '../../data/client.ts';
import { TopV4Pools } from '../../data/operations/topPools.ts';
import { dataApiUrl } from '../../scripts/dataApiProcess.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
/** The embedded dataset's spam token ("eddeca5e" edge cases, serial 13). */
const SPAM_TOKEN = `0xeddeca5e${'d'.padStart(32, '0')}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('token page details (USDC)', () => {
  it('copies the address and links to the explorer, the website and X', async () => {
    const page = await openPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(siteUrl(`/explore/tokens/ethereum/${USDC}`), { waitUntil: 'networkidle' });
    await page.getByTitle(`Copy ${USDC}`).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(USDC);
    await expect.poll(() => page.getByTitle(`Copy ${USDC}`).textContent()).toBe('Copied');

    const header = page.locator('.token-header');
    expect(await header.getByRole('link', { name: 'Explorer' }).getAttribute('href')).toBe(
      `https://etherscan.io/address/${USDC}`,
    );
    const about = page.getByRole('region', { name: 'About' });
    expect(await about.getByRole('link', { name: 'Website' }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(await about.getByRole('link', { name: 'Twitter' }).getAttribute('href')).toMatch(
      /^https:\/\/x\.com\/\w+/,
    );
    await page.context().close();
  });

  it('lists its top pools and its transactions, with more transactions on demand', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(`/explore/tokens/ethereum/${USDC}`), { waitUntil: 'networkidle' });
    const pools = page.getByRole('region', { name: 'Top pools' }).getByRole('link');
    await expect.poll(() => pools.count()).toBeGreaterThan(2);
    expect(await pools.first().getAttribute('href')).toMatch(/^\/explore\/pools\/ethereum\/0x/);

    const rows = page.locator('.transactions-table tbody tr');
    await page.getByRole('heading', { name: 'Transactions' }).scrollIntoViewIfNeeded();
    await expect.poll(() => rows.locator('time').count(), { timeout: 15_000 }).toBeGreaterThan(5);
    const before = await rows.count();
    await page.getByRole('button', { name: 'Load more transactions' }).click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(before);
    await page.context().close();
  });

  it('warns about a token reported as spam', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(`/explore/tokens/ethereum/${SPAM_TOKEN}`));
    const warnings = page.getByRole('region', { name: 'Warnings' });
    await expect.poll(() => warnings.textContent(), { timeout: 15_000 }).toContain('Reported as spam.');
    await page.context().close();
  });

  it('is the same page at /tokens/…, and a client-side visit titles the tab like its link preview', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(`/tokens/ethereum/${USDC}`));
    expect(page.url()).toBe(siteUrl(`/tokens/ethereum/${USDC}`));
    await expect.poll(() => page.locator('h1').textContent()).toBe('USDCoin');
    await expect.poll(() => page.getByTestId('token-stats').textContent()).toMatch(/Market cap\$/);

    await page.goto(siteUrl('/explore/tokens/ethereum'), { waitUntil: 'networkidle' });
    expect(await page.title()).toBe('Uniswap Interface');
    await page.locator(`.tokens-table a[href$="/${USDC}"]`).first().click();
    await page.waitForURL(`**/explore/tokens/ethereum/${USDC}`);
    await expect.poll(() => page.title()).toBe('Get USDC on Uniswap');
    await page.context().close();
  });
});

describe('pool page details', () => {
  it('shows a V4 pool’s dynamic fee and hook, its liquidity by price, and its rewards', async () => {
    const client = createDataApiClient({ url: dataApiUrl() });
    const { topV4Pools } = await client.request(TopV4Pools, { chain: 'ETHEREUM', first: 100 });
    const dynamic = topV4Pools?.find((pool) => pool?.isDynamicFee && pool.hook?.address);
    const rewarded = topV4Pools?.find((pool) => pool?.rewardsCampaign?.boostedApr);
    if (!dynamic || !rewarded)
      throw new Error('the dataset has no dynamic-fee V4 pool with a hook, or none rewarded');

    const page = await openPage(browser);
    await page.goto(siteUrl(`/explore/pools/ethereum/${dynamic.poolId}`));
    await expect
      .poll(() => page.getByTestId('pool-fee').textContent(), { timeout: 15_000 })
      .toBe('Dynamic fee');
    const hook = page.getByRole('link', { name: /^Hook 0x/ });
    expect(await hook.getAttribute('href')).toBe(`https://etherscan.io/address/${dynamic.hook?.address}`);
    await page.getByRole('button', { name: 'Liquidity' }).click();
    const liquidity = page.getByRole('figure', { name: 'Liquidity by price' });
    await expect
      .poll(async () => Number(await liquidity.getAttribute('data-points')), { timeout: 15_000 })
      .toBeGreaterThan(3);

    await page.goto(siteUrl(`/explore/pools/ethereum/${rewarded.poolId}`));
    const rewards = page.getByRole('region', { name: 'Rewards' });
    await expect.poll(() => rewards.textContent(), { timeout: 15_000 }).toMatch(/Boosted APR[\d.]+%/);
    await page.context().close();
  });
});
