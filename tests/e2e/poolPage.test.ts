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

describe('pool header: Add liquidity beside Swap, and a header that reads on a phone', () => {
  const USDC_WETH_005 = '/explore/pools/ethereum/0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640';

  it('leads into create with the pool preselected: version, chain, both currencies and the fee', async () => {
    const page = await openPage(browser);
    try {
      await page.goto(siteUrl(USDC_WETH_005));
      const add = page.getByRole('link', { name: 'Add liquidity to USDC / WETH' });
      expect(await add.getAttribute('href')).toBe(
        '/positions/create/v3?chain=ethereum&currencyA=0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48&currencyB=0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2&fee=500',
      );
      expect(await page.getByRole('link', { name: 'Swap USDC / WETH' }).count()).toBe(1);
    } finally {
      await page.context().close();
    }
  });

  it('offers no Add liquidity on a pool whose hook the local chain does not run', async () => {
    const market = localChainMarket();
    const hooked = createDataset()
      .pools('ETHEREUM')
      .find((pool) => {
        const tradability = market.tradability(pool);
        return !tradability.tradable && tradability.reason === 'third-party hook';
      });
    const page = await openPage(browser);
    try {
      await page.goto(siteUrl(`/explore/pools/ethereum/${hooked?.address}`));
      // The header is drawn once the pool is read: its badges, and Swap where the chain trades.
      await expect.poll(() => page.locator('.token-title h1 .badge').count()).toBe(2);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('link', { name: /^Add liquidity/ }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('at 390 px keeps each badge on one line and both buttons on screen', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto(siteUrl(USDC_WETH_005));
      await page.getByRole('link', { name: 'Add liquidity to USDC / WETH' }).waitFor();
      // The lines a badge's text sits on: a badge broken inside its text ("v / 3", "0.05 / %") has two.
      const lines = await page.locator('.token-title h1 .badge').evaluateAll((badges) =>
        badges.map((badge) => {
          const range = document.createRange();
          range.selectNodeContents(badge);
          return [
            badge.textContent,
            new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
          ];
        }),
      );
      expect(lines).toEqual([
        ['v3', 1],
        ['0.05%', 1],
      ]);
      for (const name of ['Swap USDC / WETH', 'Add liquidity to USDC / WETH']) {
        const box = await page.getByRole('link', { name }).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390, name).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await page.context().close();
    }
  });
});

describe('token page: a way to the pools it trades in', () => {
  it('leads from the header to its top pools, each with a way to add liquidity', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto(siteUrl('/explore/tokens/ethereum/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'));
      await page.getByRole('link', { name: 'Pools', exact: true }).click();
      const pools = page.getByRole('region', { name: 'Top pools' });
      const adds = pools.getByRole('link', { name: /^Add liquidity to / });
      await expect.poll(() => adds.count()).toBeGreaterThan(0);
      expect(await adds.first().getAttribute('href')).toMatch(
        /^\/positions\/create\/v[234]\?chain=ethereum&currencyA=[^&]+&currencyB=[^&]+/,
      );
      // Below the sticky top bar, and still there once the pools and the transactions have loaded.
      await page.waitForLoadState('networkidle');
      const top = await page
        .getByRole('heading', { name: 'Top pools' })
        .evaluate((h) => h.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(64);
      expect(top).toBeLessThan(400);
    } finally {
      await page.context().close();
    }
  });

  it('keeps each pool’s version and fee badge on one line beside its add link in the desktop column', async () => {
    const page = await openPage(browser);
    try {
      await page.goto(siteUrl('/explore/tokens/ethereum/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'));
      const pools = page.getByRole('region', { name: 'Top pools' });
      await pools.scrollIntoViewIfNeeded();
      await expect
        .poll(() => pools.getByRole('link', { name: /^Add liquidity to / }).count())
        .toBeGreaterThan(2);
      const lines = await pools.locator('.badge').evaluateAll((badges) =>
        badges.map((badge) => {
          const range = document.createRange();
          range.selectNodeContents(badge);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(lines.length).toBeGreaterThan(2);
      expect(lines.filter((count) => count !== 1)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

/** The embedded dataset's V4 pool of USDC and its symbolless edge-case token ("eddeca5e", serial 5). */
const SYMBOLLESS_POOL = '0xdf52df206d0f84ddcafe70f6eb60a84927d353d1ee999129f906a60cafb14f5e';
