import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataset } from '../../backend/dataset/dataset.ts';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import { createDataApiClient } from '../../data/client.ts';
import { TopV3Pools } from '../../data/operations/topPools.ts';
import { TopTokens } from '../../data/operations/topTokens.ts';
import { readOnlyNote } from '../../data/poolReadOnly.ts';
import { pairName } from '../../data/tokenLabels.ts';
import { dataApiUrl } from '../../scripts/dataApiProcess.ts';
import { holdScripts, launchBrowser, openPage, siteUrl, untilHydrated } from './browser.ts';

const CLIENT_DIR = join(import.meta.dirname, '..', '..', 'dist', 'client');
const dataApi = createDataApiClient({ url: dataApiUrl() });
const prerendered = (path: string) => existsSync(join(CLIENT_DIR, path, 'index.html'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('long-tail pages (not prerendered) render in the browser from the shell', () => {
  it('renders a token outside the popular set', async () => {
    const { topTokens } = await dataApi.request(TopTokens, { chain: 'ARBITRUM', pageSize: 100 });
    const token = topTokens?.filter((t) => t?.address && t.name).at(-1);
    if (!token?.address) throw new Error('no Arbitrum token beyond the popular set');
    const path = `/explore/tokens/arbitrum/${token.address.toLowerCase()}`;
    expect(prerendered(path)).toBe(false);
    expect(prerendered('/explore/tokens/_shell/_shell')).toBe(true);

    const page = await openPage(browser);
    const response = await page.goto(siteUrl(path));
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(siteUrl(path));
    await expect.poll(() => page.locator('h1').textContent()).toBe(token.name);
    await expect.poll(() => page.getByTestId('token-price').textContent()).toMatch(/^\$/);
    await page.context().close();
  });

  it('paints a long-tail token’s name, price and description with the page, kept through hydration', async () => {
    const { topTokens } = await dataApi.request(TopTokens, { chain: 'ARBITRUM', pageSize: 100 });
    const token = topTokens?.filter((t) => t?.address && t.name).at(-2);
    if (!token?.address) throw new Error('no Arbitrum token beyond the popular set');
    const page = await openPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = await holdScripts(page);
    await page.goto(siteUrl(`/explore/tokens/arbitrum/${token.address.toLowerCase()}`), {
      waitUntil: 'domcontentloaded',
    });
    // The edge's first answer, while no script has run.
    const shown = () =>
      page.evaluate(() =>
        ['h1', '[data-testid="token-price"]', '.token-about p, [aria-labelledby="token-about"] p'].map(
          (selector) => document.querySelector(selector)?.textContent ?? '',
        ),
      );
    const beforeScripts = await shown();
    expect(beforeScripts[0]).toBe(token.name);
    expect(beforeScripts[1]).toMatch(/^\$/);
    scripts.release();
    await untilHydrated(page);
    await expect.poll(() => page.locator('h1 .favorite-star, h1 button').count()).toBeGreaterThan(0);
    // Hydration rendered the same words, then the page went on polling.
    expect(await shown()).toEqual(beforeScripts);
    expect(errors).toEqual([]);
  });

  it('paints a long-tail pool’s pair and read-only note with the page, kept through hydration', async () => {
    const market = localChainMarket();
    const hooked = createDataset()
      .pools('ETHEREUM')
      .find((pool) => {
        const tradability = market.tradability(pool);
        return !tradability.tradable && tradability.reason === 'third-party hook';
      });
    if (!hooked) throw new Error('no hooked Ethereum pool in the dataset');
    const path = `/explore/pools/ethereum/${hooked.address}`;
    expect(prerendered(path)).toBe(false);
    const page = await openPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = await holdScripts(page);
    await page.goto(siteUrl(path), { waitUntil: 'domcontentloaded' });
    const note = readOnlyNote('third-party hook');
    // The edge's first answer, while no script has run.
    expect(await page.locator('h1').textContent()).toBe(pairName(hooked.token0, hooked.token1));
    expect(await page.locator('.pool-read-only').textContent()).toBe(note);
    scripts.release();
    await expect.poll(() => page.getByTestId('pool-fee').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('pool-read-only').textContent()).toBe(note);
    expect(await page.locator('.pool-read-only').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('renders a pool outside the popular set', async () => {
    const { topV3Pools } = await dataApi.request(TopV3Pools, { chain: 'ETHEREUM', first: 100 });
    const pool = topV3Pools?.at(-1);
    if (!pool) throw new Error('no Ethereum V3 pool');
    const path = `/explore/pools/ethereum/${pool.address.toLowerCase()}`;
    expect(prerendered(path)).toBe(false);

    const page = await openPage(browser);
    await page.goto(siteUrl(path));
    expect(page.url()).toBe(siteUrl(path));
    await expect.poll(() => page.locator('h1').textContent()).toContain(' / ');
    await expect.poll(() => page.getByTestId('pool-stats').textContent()).toMatch(/TVL\$/);
    await page.context().close();
  });
});

describe('token and pool pages describe their market, prerendered and injected at the edge alike', () => {
  const description = async (path: string) => {
    const html = await (await fetch(siteUrl(path))).text();
    return /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
  };

  it('a prerendered and a long-tail token page', async () => {
    const { topTokens } = await dataApi.request(TopTokens, { chain: 'ARBITRUM', pageSize: 100 });
    const longTail = topTokens?.filter((t) => t?.address && t.name).at(-1);
    if (!longTail?.address) throw new Error('no Arbitrum token beyond the popular set');
    const paths = [
      '/explore/tokens/ethereum/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      `/explore/tokens/arbitrum/${longTail.address.toLowerCase()}`,
    ];
    expect(paths.map(prerendered)).toEqual([true, false]);
    for (const path of paths) {
      expect(await description(path)).toMatch(
        /^.+ \(.+\) on (Ethereum|Arbitrum): price \$[\d.,₀-₉]+[KMB]?, 24h volume \$[\d.,]+[KMB]?.*\. Price chart, pools and transactions on Uniswap\.$/,
      );
    }
  });

  it('a prerendered and a long-tail pool page', async () => {
    const { topV3Pools } = await dataApi.request(TopV3Pools, { chain: 'ETHEREUM', first: 100 });
    const longTail = topV3Pools?.at(-1);
    if (!longTail) throw new Error('no Ethereum V3 pool');
    const paths = [
      '/explore/pools/ethereum/0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640',
      `/explore/pools/ethereum/${longTail.address.toLowerCase()}`,
    ];
    expect(paths.map(prerendered)).toEqual([true, false]);
    for (const path of paths) {
      expect(await description(path)).toMatch(
        /^\S+\/\S+ [\d.]+% V[234] pool on Ethereum: TVL \$[\d.,]+[KMB]?, 24h volume \$[\d.,]+[KMB]?\. Liquidity, volume and transactions on Uniswap\.$/,
      );
    }
  });
});

describe('unknown addresses', () => {
  const cases = [
    ['/explore/tokens/ethereum/0x00000000000000000000000000000000deadbeef', 'Token not found'],
    ['/explore/tokens/ethereum/not-an-address', 'Token not found'],
    ['/explore/tokens/nochain/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', 'Token not found'],
    ['/explore/pools/ethereum/0x00000000000000000000000000000000deadbeef', 'Pool not found'],
    ['/explore/pools/ethereum/nope', 'Pool not found'],
  ] as const;
  for (const [path, heading] of cases) {
    it(`${path} says ${heading}`, async () => {
      const page = await openPage(browser);
      await page.goto(siteUrl(path));
      await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe(heading);
      await page.context().close();
    });
  }
});
