import type { Browser, Locator, Page } from 'playwright-core';
import { type Address, createPublicClient, type Hex, http, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import type { PoolRecord } from '../../backend/dataset/pools.ts';
import { createLiquidityProvider, type LiquidityProvider } from '../../chain/liquidityPositions.fixture.ts';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { topUp } from '../../devChain/faucet.ts';
import { createPositionPath, poolPagePath, positionPagePath } from '../../preview/pagePaths.ts';
import { v3PoolAbi, v3PositionManagerAbi, v4StateViewAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../../protocol/protocolAddresses.ts';
import { MAX_TICK, MIN_TICK } from '../../protocol/tickBounds.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { saveScreens } from './saveScreens.ts';
import { connectTestWallet, installTestWallet } from './testWallet.ts';

/**
 * The liquidity chart in Chromium against the local chain: on the create page its range handles are
 * dragged with the mouse and moved with the keys, the min and max prices and the deposit follow, and
 * a typed price moves its handle; a position's page charts the pool's liquidity as the chain has it
 * (TickLens for V3, StateView for V4), the position's range against the current price. With
 * `CHART_SHOTS=<dir>`, both screens are saved desktop/mobile × light/dark.
 */
const rpcUrl = chainRpcUrlFrom(process.env);
const chain = createPublicClient({ transport: http(rpcUrl) });
const market = localChainMarket();
const SHOTS = process.env.CHART_SHOTS;

const pool = (predicate: (pool: PoolRecord) => boolean) => market.pools.find(predicate) as PoolRecord;
const v3Pool = pool(
  (p) => p.version === 'V3' && p.feeTier === 500 && p.token0.symbol === 'USDC' && p.token1.symbol === 'WETH',
);
const v4Pool = pool(
  (p) => p.version === 'V4' && p.token0.standard === 'NATIVE' && p.token1.symbol === 'USDC',
);
const USDC = v3Pool.token0.address as Address;

let browser: Browser;
let provider: LiquidityProvider;
const ownerKey = generatePrivateKey();
const owner = privateKeyToAccount(ownerKey).address;
let v3Id: bigint;
let v4Id: bigint;

beforeAll(async () => {
  browser = await launchBrowser();
  await topUp(rpcUrl, owner, {
    eth: parseEther('100'),
    tokens: [{ token: USDC, amount: parseUnits('50000', 6) }],
  });
  provider = await createLiquidityProvider(rpcUrl);
  ({ tokenId: v3Id } = await provider.mintV3(v3Pool, parseUnits('10000', 6), parseUnits('5', 18), 10, 0));
  ({ tokenId: v4Id } = await provider.mintV4(v4Pool, parseUnits('1', 18)));
}, 120_000);
afterAll(() => browser.close());

const createPath = createPositionPath('v3', 'ETHEREUM', { currencyA: 'ETH', currencyB: USDC, fee: 500 });

async function createPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await openPage(browser, { viewport });
  const wallet = await installTestWallet(page, { rpcUrl, privateKey: ownerKey });
  await page.goto(siteUrl(createPath));
  await connectTestWallet(page, wallet);
  await page.getByTestId('current-price').waitFor({ timeout: 20_000 });
  return page;
}

/**
 * The create page turned to read ETH per USDC, token1 per token0: prices rise with the tick, so the
 * lower tick's handle is the left one and sets the min price. (It opens in USDC per ETH, the way every
 * screen quotes the pair, where the chart runs the other way; the test below checks that way too.)
 */
async function createPageInTickOrder(): Promise<Page> {
  const page = await createPage();
  await page.getByTestId('flip-prices').click();
  await page.getByTestId('flip-prices').getByText('ETH per USDC').waitFor();
  return page;
}

const numberIn = async (field: Locator) => Number(await field.inputValue());
const tickOf = async (handle: Locator) => Number(await handle.getAttribute('aria-valuenow'));
const handleAt = async (handle: Locator) => {
  const box = await handle.locator('rect').boundingBox();
  if (!box) throw new Error('the handle is not drawn');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Drags a handle by `dx` pixels with the mouse, in a few moves as a hand would. */
async function drag(page: Page, handle: Locator, dx: number) {
  const from = await handleAt(handle);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y, { steps: 8 });
  await page.mouse.up();
}

describe('the create page’s range on the liquidity chart', () => {
  it('follows the handles dragged with the mouse and moved with the keys, and a typed price moves its handle', async () => {
    const page = await createPageInTickOrder();
    const chart = page.getByTestId('liquidity-chart');
    await page.getByTestId('range-preset-10').click();
    // The pool's liquidity comes from the chain (TickLens): bars once it is read.
    await expect
      .poll(async () => Number(await chart.getAttribute('data-points')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const lower = page.getByTestId('range-handle-lower');
    const upper = page.getByTestId('range-handle-upper');
    const min = page.getByTestId('range-min');
    const max = page.getByTestId('range-max');
    await page.getByTestId('deposit-ETH').locator('input').fill('0.5');
    const usdc = page.getByTestId('deposit-USDC').locator('input');
    await expect.poll(() => numberIn(usdc), { timeout: 10_000 }).toBeGreaterThan(0);

    // USDC sorts before WETH: prices are WETH per USDC, rising with the tick, left to right.
    const start = {
      lower: await tickOf(lower),
      upper: await tickOf(upper),
      min: await numberIn(min),
      max: await numberIn(max),
      usdc: await numberIn(usdc),
    };
    await drag(page, lower, -60);
    await expect.poll(() => tickOf(lower)).toBeLessThan(start.lower);
    await expect.poll(() => numberIn(min)).toBeLessThan(start.min);
    expect(await tickOf(upper)).toBe(start.upper);
    expect(await numberIn(max)).toBe(start.max);
    // A wider range below the price takes more of the token below it for the same ETH.
    await expect.poll(() => numberIn(usdc)).not.toBe(start.usdc);
    expect((await chart.getAttribute('data-range'))?.split(':').map(Number)).toEqual([
      await tickOf(lower),
      start.upper,
    ]);

    const afterLower = { usdc: await numberIn(usdc), min: await numberIn(min) };
    await drag(page, upper, 80);
    await expect.poll(() => tickOf(upper)).toBeGreaterThan(start.upper);
    await expect.poll(() => numberIn(max)).toBeGreaterThan(start.max);
    expect(await numberIn(min)).toBe(afterLower.min);
    await expect.poll(() => numberIn(usdc)).not.toBe(afterLower.usdc);

    // The keys move a handle by the pool's spacing (10 at 0.05 %).
    const beforeKeys = await tickOf(upper);
    await upper.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tickOf(upper)).toBe(beforeKeys - 20);
    await page.keyboard.press('PageUp');
    await expect.poll(() => tickOf(upper)).toBe(beforeKeys + 80);

    // A typed price moves its handle to the usable tick nearest it.
    const typed = (await numberIn(min)) * 0.8;
    const lowerX = (await handleAt(lower)).x;
    await min.fill(typed.toPrecision(6));
    await expect.poll(async () => (await handleAt(lower)).x).toBeLessThan(lowerX);
    const shown = Number(await lower.getAttribute('aria-valuetext'));
    expect(Math.abs(shown - typed) / typed).toBeLessThan(0.002);
    await saveScreens(page, SHOTS, 'create', { fullPage: true });
  }, 120_000);

  it('reads prices rising left to right in the way the page opens (USDC per ETH): the left handle is the min', async () => {
    const page = await createPage();
    await page.getByTestId('flip-prices').getByText('USDC per ETH').waitFor();
    await page.getByTestId('range-preset-10').click();
    const chart = page.getByTestId('liquidity-chart');
    await expect
      .poll(async () => Number(await chart.getAttribute('data-points')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const axis = (await chart.locator('figcaption span').allTextContents()).map((text) =>
      Number(text.replaceAll(',', '')),
    );
    expect(axis[0]).toBeLessThan(axis[1] as number);
    const lower = page.getByTestId('range-handle-lower');
    const upper = page.getByTestId('range-handle-upper');
    // USDC per ETH falls as the tick rises: the upper tick's handle is drawn on the left.
    expect((await handleAt(upper)).x).toBeLessThan((await handleAt(lower)).x);
    const min = page.getByTestId('range-min');
    const max = page.getByTestId('range-max');
    const start = { min: await numberIn(min), max: await numberIn(max), upper: await tickOf(upper) };
    await drag(page, upper, -60);
    await expect.poll(() => numberIn(min)).toBeLessThan(start.min);
    expect(await numberIn(max)).toBe(start.max);
    expect(await tickOf(upper)).toBeGreaterThan(start.upper);
    // The right arrow raises the price the handle shows: its tick falls.
    const beforeKey = await tickOf(upper);
    await upper.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tickOf(upper)).toBe(beforeKey - 10);
    await saveScreens(page, SHOTS, 'create-usdc-per-eth', { fullPage: true });
  }, 60_000);

  it('never lets the lower handle pass the upper one', async () => {
    const page = await createPageInTickOrder();
    await page.getByTestId('range-preset-1').click();
    const lower = page.getByTestId('range-handle-lower');
    const upper = page.getByTestId('range-handle-upper');
    await lower.waitFor();
    const top = await tickOf(upper);
    await drag(page, lower, (await handleAt(upper)).x - (await handleAt(lower)).x + 200);
    expect(await tickOf(lower)).toBeLessThan(top);
    expect(await tickOf(upper)).toBe(top);
  }, 60_000);
});

/** The chart's bars, each its ticks, its liquidity and whether it is inside the position's range. */
async function bars(page: Page) {
  return page
    .getByTestId('liquidity-chart')
    .locator('rect[data-ticks]')
    .evaluateAll((rects) =>
      rects.map((rect) => {
        const [tickLower, tickUpper] = (rect.getAttribute('data-ticks') ?? '').split(':').map(Number);
        return {
          tickLower: tickLower as number,
          tickUpper: tickUpper as number,
          liquidity: BigInt(rect.getAttribute('data-liquidity') ?? '0'),
          inside: !rect.classList.contains('outside'),
        };
      }),
    );
}

/** Checks the position page's chart against the chain: its range, the pool's tick and its liquidity there. */
async function expectChartOfChain(
  page: Page,
  range: { tickLower: number; tickUpper: number },
  pool: { tick: number; liquidity: bigint },
) {
  // The chart reads the chain when it comes near the viewport.
  await page.getByRole('heading', { name: 'Price range' }).scrollIntoViewIfNeeded({ timeout: 20_000 });
  const chart = page.getByTestId('liquidity-chart');
  await chart.waitFor({ timeout: 20_000 });
  expect(await chart.getAttribute('data-range')).toBe(`${range.tickLower}:${range.tickUpper}`);
  expect(Number(await chart.getAttribute('data-current-tick'))).toBe(pool.tick);
  const shown = await bars(page);
  const atPrice = shown.find((bar) => bar.tickLower <= pool.tick && pool.tick < bar.tickUpper);
  expect(atPrice?.liquidity).toBe(pool.liquidity);
  for (const bar of shown)
    expect(bar.inside).toBe(bar.tickUpper > range.tickLower && bar.tickLower < range.tickUpper);
  // The position's own liquidity is in every step of its range.
  expect(shown.filter((bar) => bar.inside).length).toBeGreaterThan(0);
}

describe('a position’s page', () => {
  it('charts a V3 position’s range against the current price, on the pool’s liquidity from TickLens', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(positionPagePath('v3', 'ETHEREUM', String(v3Id))));
    const [, , , , , tickLower, tickUpper] = await chain.readContract({
      address: A.v3NonfungiblePositionManager,
      abi: v3PositionManagerAbi,
      functionName: 'positions',
      args: [v3Id],
    });
    const address = v3Pool.address as Address;
    const [[, tick], liquidity] = await Promise.all([
      chain.readContract({ address, abi: v3PoolAbi, functionName: 'slot0' }),
      chain.readContract({ address, abi: v3PoolAbi, functionName: 'liquidity' }),
    ]);
    await expectChartOfChain(page, { tickLower, tickUpper }, { tick, liquidity });
    await page.getByRole('img', { name: `Position NFT #${v3Id}` }).waitFor();
    await saveScreens(page, SHOTS, 'position-v3', { fullPage: true });
  }, 60_000);

  it('charts a V4 position’s range on the pool’s liquidity from StateView’s tick bitmap', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(positionPagePath('v4', 'ETHEREUM', String(v4Id))));
    const poolId = v4Pool.address as Hex;
    const stateView = { address: A.v4StateView, abi: v4StateViewAbi } as const;
    const [[, tick], liquidity] = await Promise.all([
      chain.readContract({ ...stateView, functionName: 'getSlot0', args: [poolId] }),
      chain.readContract({ ...stateView, functionName: 'getLiquidity', args: [poolId] }),
    ]);
    // mintV4 opens a full-range position: the usable ticks nearest the protocol's bounds.
    const spacing = v4Pool.tickSpacing;
    const fullRange = {
      tickLower: Math.ceil(MIN_TICK / spacing) * spacing,
      tickUpper: Math.floor(MAX_TICK / spacing) * spacing,
    };
    await expectChartOfChain(page, fullRange, { tick, liquidity });
  }, 60_000);
});

describe('a pool’s page', () => {
  it('keeps charting the Data API’s ticks, which the hosted Data API has for a pool on any chain', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(poolPagePath('ETHEREUM', v3Pool.address)));
    const chart = page.getByTestId('liquidity-chart');
    // A click before the page is hydrated does nothing: click until the chart shows.
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Liquidity', exact: true }).click();
          return chart.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect
      .poll(async () => Number(await chart.getAttribute('data-points')), { timeout: 15_000 })
      .toBeGreaterThan(3);
    expect(await chart.getAttribute('data-range')).toBeNull();
    await saveScreens(page, SHOTS, 'pool', { fullPage: true });
  }, 60_000);
});
