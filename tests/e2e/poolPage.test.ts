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
});
