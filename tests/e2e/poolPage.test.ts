import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataset } from '../../backend/dataset/dataset.ts';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('pool page', () => {
  it('heads the USDC/WETH 0.05% pool with its pair and fee tier', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/explore/pools/ethereum/0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640'));
    const heading = await page.locator('h1').textContent();
    expect(heading).toContain('USDC / WETH');
    expect(heading).toContain('0.05%');
    await expect.poll(() => page.getByTestId('pool-stats').textContent()).toMatch(/TVL\$[\d.]+[KMB]/);
    await page.context().close();
  });

  it('reads a token without a symbol as UNK in the heading, the price pills, the stats, the title and the preview tags', async () => {
    const path = `/explore/pools/ethereum/${SYMBOLLESS_POOL}`;
    const html = await (await fetch(siteUrl(path))).text();
    expect(html).toContain('<title>USDC/UNK on Uniswap</title>');
    const page = await openPage(browser);
    try {
      await page.goto(siteUrl(path));
      // The heading's pair comes with the HTML (the edge's first answer); the pills once the page runs.
      expect(await page.locator('h1').textContent()).toContain('USDC / UNK');
      await expect.poll(() => page.locator('.pool-ratios a').count(), { timeout: 20_000 }).toBe(2);
      const pills = await page.locator('.pool-ratios a').allTextContents();
      expect(pills[0]).toMatch(/^1 USDC = \S+ UNK$/);
      expect(pills[1]).toMatch(/^1 UNK = \S+ USDC$/);
      await expect.poll(() => page.getByTestId('pool-stats').textContent()).toContain('UNK locked');
      await expect.poll(() => page.title()).toBe('USDC/UNK on Uniswap');
    } finally {
      await page.context().close();
    }
  });

  it('says a pool the local chain cannot trade is read-only, and says nothing on a seeded one', async () => {
    const market = localChainMarket();
    const pools = createDataset().pools('ETHEREUM');
    const hooked = pools.find((pool) => {
      const tradability = market.tradability(pool);
      return !tradability.tradable && tradability.reason === 'third-party hook';
    });
    const seeded = market.pools.find((pool) => pool.version === 'V3');
    expect(hooked && seeded).toBeTruthy();
    const page = await openPage(browser);
    try {
      await page.goto(siteUrl(`/explore/pools/ethereum/${hooked?.address}`));
      await expect
        .poll(() => page.getByTestId('pool-read-only').textContent(), { timeout: 15_000 })
        .toContain('third-party code');
      await page.goto(siteUrl(`/explore/pools/ethereum/${seeded?.address}`));
      await expect.poll(() => page.getByTestId('pool-stats').textContent()).toMatch(/TVL/);
      // The chain's answer for this pool has arrived once the network is quiet.
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('pool-read-only').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});

/** The embedded dataset's V4 pool of USDC and its symbolless edge-case token ("eddeca5e", serial 5). */
const SYMBOLLESS_POOL = '0xdf52df206d0f84ddcafe70f6eb60a84927d353d1ee999129f906a60cafb14f5e';
