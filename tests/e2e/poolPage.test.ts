import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toContain('USDC / UNK');
      const pills = await page.locator('.pool-ratios a').allTextContents();
      expect(pills).toHaveLength(2);
      expect(pills[0]).toMatch(/^1 USDC = \S+ UNK$/);
      expect(pills[1]).toMatch(/^1 UNK = \S+ USDC$/);
      await expect.poll(() => page.getByTestId('pool-stats').textContent()).toContain('UNK locked');
      await expect.poll(() => page.title()).toBe('USDC/UNK on Uniswap');
    } finally {
      await page.context().close();
    }
  });
});

/** The embedded dataset's V4 pool of USDC and its symbolless edge-case token ("eddeca5e", serial 5). */
const SYMBOLLESS_POOL = '0xdf52df206d0f84ddcafe70f6eb60a84927d353d1ee999129f906a60cafb14f5e';
