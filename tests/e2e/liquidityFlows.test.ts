import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type Address, createPublicClient, type Hex, http, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import type { PoolRecord } from '../../backend/dataset/pools.ts';
import { createLiquidityProvider } from '../../chain/liquidityPositions.fixture.ts';
import { createTradingAccount } from '../../chain/tradingAccount.fixture.ts';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { topUp } from '../../devChain/faucet.ts';
import { v3PositionManagerAbi, v4PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../../protocol/protocolAddresses.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { connectTestWallet, installTestWallet, type TestWallet } from './testWallet.ts';

/**
 * The pages that write liquidity, end to end in Chromium with the injected test wallet against the
 * local chain: create (V3 custom range, V4 full range), collect after a swap through the pool, remove
 * 50 % then 100 %, migrate V2 → V3 and V3 → V4; after each, the chain's own state (liquidity, owner,
 * balances) matches the screen. And each bad input in words. With `FLOW_SHOTS=<dir>`, the screens
 * desktop/mobile × light/dark are saved there.
 */
const rpcUrl = chainRpcUrlFrom(process.env);
const chain = createPublicClient({ transport: http(rpcUrl) });
const market = localChainMarket();
const SHOTS = process.env.FLOW_SHOTS;
const tokenAddress = (symbol: string) =>
  market.tokens.find((token) => token.symbol === symbol)?.address as Address;
const USDC = tokenAddress('USDC');
const USDT = tokenAddress('USDT');

const pool = (predicate: (pool: PoolRecord) => boolean) => market.pools.find(predicate) as PoolRecord;
const v2Pool = pool((p) => p.version === 'V2' && p.token0.symbol === 'USDC' && p.token1.symbol === 'WETH');
const v4Pool = pool(
  (p) => p.version === 'V4' && p.token0.standard === 'NATIVE' && p.token1.symbol === 'USDC',
);

let browser: Browser;
const ownerKey = generatePrivateKey();
const owner = privateKeyToAccount(ownerKey).address;
/** Filled in as the flows make them. */
let v3Id: bigint;
let v4Id: bigint;

beforeAll(async () => {
  browser = await launchBrowser();
  await topUp(rpcUrl, owner, {
    eth: parseEther('100'),
    tokens: [{ token: USDC, amount: parseUnits('50000', 6) }],
  });
}, 60_000);
afterAll(() => browser.close());

async function connectedPage(path: string, key: Hex = ownerKey): Promise<{ page: Page; wallet: TestWallet }> {
  const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  const wallet = await installTestWallet(page, { rpcUrl, privateKey: key });
  await page.goto(siteUrl(path));
  await connectTestWallet(page, wallet);
  return { page, wallet };
}

const review = (page: Page) => page.locator('dialog.liquidity-review');

/** Reviews and confirms the open flow; the confirmed sheet's link (the position's page), if any. */
async function confirm(page: Page, button: string): Promise<string | null> {
  // The page's own wallet connection follows the top bar's within a second: until then it says Connect.
  await expect.poll(() => page.getByTestId(button).textContent(), { timeout: 20_000 }).toMatch(/^Review/);
  await page.getByTestId(button).click();
  const confirmButton = review(page).getByTestId('review-confirm');
  await expect.poll(() => confirmButton.isEnabled(), { timeout: 20_000 }).toBe(true);
  await confirmButton.click();
  await review(page).getByTestId('liquidity-confirmed').waitFor({ timeout: 30_000 });
  return review(page)
    .getByRole('link', { name: /View/ })
    .getAttribute('href')
    .catch(() => null);
}

const v3Position = (tokenId: bigint) =>
  chain.readContract({
    address: A.v3NonfungiblePositionManager,
    abi: v3PositionManagerAbi,
    functionName: 'positions',
    args: [tokenId],
  });
const v4Liquidity = (tokenId: bigint) =>
  chain.readContract({
    address: A.v4PositionManager,
    abi: v4PositionManagerAbi,
    functionName: 'getPositionLiquidity',
    args: [tokenId],
  });
const ownerOf = (manager: Address, tokenId: bigint) =>
  chain.readContract({
    address: manager,
    abi: v4PositionManagerAbi,
    functionName: 'ownerOf',
    args: [tokenId],
  });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: join(SHOTS, `${name}-${device}-${colorScheme}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('create a position', () => {
  it('mints a V3 position in a custom range, with the amounts and range the chain then holds', async () => {
    const { page } = await connectedPage(
      `/positions/create/v3?chain=ethereum&currencyA=ETH&currencyB=${USDC}&fee=500`,
    );
    await page.getByTestId('current-price').waitFor({ timeout: 20_000 });
    const current = Number((await page.getByTestId('current-price').textContent())?.match(/[\d.]+/)?.[0]);
    await page.getByTestId('range-min').fill(String(Math.round(current * 0.8)));
    await page.getByTestId('range-max').fill(String(Math.round(current * 1.25)));
    const ethField = page.getByTestId('deposit-ETH').locator('input');
    await ethField.fill('0.5');
    const usdcText = await page.getByTestId('deposit-USDC').locator('input').inputValue();
    expect(Number(usdcText)).toBeGreaterThan(0);
    await shoot(page, 'create');
    const link = await confirm(page, 'create-button');
    expect(link).toMatch(/^\/positions\/v3\/ethereum\/\d+$/);
    v3Id = BigInt(link?.split('/').pop() ?? '0');
    const [, , , , fee, tickLower, tickUpper, liquidity] = await v3Position(v3Id);
    expect(fee).toBe(500);
    expect(liquidity).toBeGreaterThan(0n);
    expect(tickLower).toBeLessThan(tickUpper);
    expect((await ownerOf(A.v3NonfungiblePositionManager, v3Id)).toLowerCase()).toBe(owner.toLowerCase());
  }, 120_000);

  it('mints a V4 full-range position, listed at once with the chain’s liquidity', async () => {
    const { page } = await connectedPage(
      `/positions/create/v4?chain=ethereum&currencyA=ETH&currencyB=${USDC}&fee=${v4Pool.feeTier}`,
    );
    await page.getByTestId('current-price').waitFor({ timeout: 20_000 });
    await page.getByTestId('range-full').click();
    await page.getByTestId('deposit-ETH').locator('input').fill('0.25');
    const link = await confirm(page, 'create-button');
    expect(link).toMatch(/^\/positions\/v4\/ethereum\/\d+$/);
    v4Id = BigInt(link?.split('/').pop() ?? '0');
    expect(await v4Liquidity(v4Id)).toBeGreaterThan(0n);
    await page.goto(siteUrl('/positions'));
    await expect
      .poll(() => page.locator(`a[href="/positions/v4/ethereum/${v4Id}"]`).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.locator(`a[href="/positions/v3/ethereum/${v3Id}"]`).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
  }, 120_000);
});

describe('collect, remove, migrate', () => {
  it('collects the fees a swap through the pool earned, as ETH', async () => {
    const trader = await createTradingAccount(rpcUrl);
    await trader.swapV3(parseEther('5'), 500);
    const { page } = await connectedPage(`/positions/v3/ethereum/${v3Id}`);
    const collect = page.getByTestId('collect-fees');
    await expect.poll(() => collect.isEnabled(), { timeout: 30_000 }).toBe(true);
    const ethBefore = await chain.getBalance({ address: owner });
    await collect.click();
    await expect
      .poll(() => review(page).getByTestId('review-confirm').isEnabled(), { timeout: 20_000 })
      .toBe(true);
    await shoot(page, 'collect');
    await review(page).getByTestId('review-confirm').click();
    await review(page).getByTestId('liquidity-confirmed').waitFor({ timeout: 30_000 });
    const [, , , , , , , , , , owed0, owed1] = await v3Position(v3Id);
    expect([owed0, owed1]).toEqual([0n, 0n]);
    // The WETH fees arrived as ETH: more than the collect's gas cost.
    expect(await chain.getBalance({ address: owner })).toBeGreaterThan(ethBefore - parseEther('0.01'));
  }, 120_000);

  it('removes 50 % then 100 % of the V4 position: half the liquidity, then the NFT burned', async () => {
    const before = await v4Liquidity(v4Id);
    const { page } = await connectedPage(`/remove/${v4Id}`);
    await page.getByTestId('flow-position').waitFor({ timeout: 20_000 });
    await page.getByTestId('remove-preset-50').click();
    await shoot(page, 'remove');
    await confirm(page, 'remove-button');
    expect(await v4Liquidity(v4Id)).toBe(before - before / 2n);
    await page.reload();
    await page.getByTestId('flow-position').waitFor({ timeout: 20_000 });
    await page.getByTestId('remove-preset-100').click();
    await confirm(page, 'remove-button');
    await expect(ownerOf(A.v4PositionManager, v4Id)).rejects.toThrow();
  }, 120_000);

  it('migrates the V3 position into V4 in one transaction: the V3 NFT burned, a V4 one minted to its owner', async () => {
    const { page } = await connectedPage(`/migrate/v3/ethereum/${v3Id}`);
    await page.getByTestId('flow-position').waitFor({ timeout: 20_000 });
    await page.getByTestId('migrate-full').click();
    await shoot(page, 'migrate');
    const link = await confirm(page, 'migrate-button');
    expect(link).toMatch(/^\/positions\/v4\/ethereum\/\d+$/);
    const migrated = BigInt(link?.split('/').pop() ?? '0');
    expect(await v4Liquidity(migrated)).toBeGreaterThan(0n);
    expect((await ownerOf(A.v4PositionManager, migrated)).toLowerCase()).toBe(owner.toLowerCase());
    await expect(ownerOf(A.v3NonfungiblePositionManager, v3Id)).rejects.toThrow();
  }, 120_000);

  it('migrates a V2 share into a V3 range through the V3Migrator, the refund shown', async () => {
    const provider = await createLiquidityProvider(rpcUrl);
    await provider.addV2Liquidity(v2Pool, parseUnits('2000', 6), parseEther('1'));
    await provider.transferV2Shares(v2Pool, owner, await provider.v2Shares(v2Pool));
    const { page } = await connectedPage(`/migrate/v2/ethereum/${v2Pool.address.toLowerCase()}`);
    await page.getByTestId('flow-position').waitFor({ timeout: 20_000 });
    await page.getByTestId('fee-tier-500').click();
    await page.getByTestId('migrate-preset-10').click();
    await page.getByTestId('migrate-button').click();
    await expect
      .poll(() => review(page).getByTestId('review-confirm').isEnabled(), { timeout: 20_000 })
      .toBe(true);
    expect(await review(page).getByTestId('review-amounts').textContent()).toContain('Refunded to you');
    await review(page).getByTestId('review-confirm').click();
    await review(page).getByTestId('liquidity-confirmed').waitFor({ timeout: 30_000 });
    const link = await review(page).getByRole('link', { name: /View/ }).getAttribute('href');
    const migrated = BigInt(link?.split('/').pop() ?? '0');
    const [, , , , fee, , , liquidity] = await v3Position(migrated);
    expect(fee).toBe(500);
    expect(liquidity).toBeGreaterThan(0n);
  }, 120_000);
});

describe('bad input, in words', () => {
  it('says min ≥ max, a range beyond the tick bounds, and an amount beyond the balance', async () => {
    const { page } = await connectedPage(
      `/positions/create/v3?chain=ethereum&currencyA=ETH&currencyB=${USDC}&fee=500`,
    );
    await page.getByTestId('current-price').waitFor({ timeout: 20_000 });
    await page.getByTestId('range-min').fill('4000');
    await page.getByTestId('range-max').fill('2000');
    await expect
      .poll(() => page.getByTestId('range-problem').textContent())
      .toMatch(/minimum price must be lower/);
    expect(await page.getByTestId('create-button').textContent()).toBe('Fix the price range');
    await page.getByTestId('range-max').fill(`1${'0'.repeat(60)}`);
    await expect
      .poll(() => page.getByTestId('range-problem').textContent())
      .toMatch(/beyond the prices a pool can hold/);
    await page.getByTestId('range-full').click();
    await page.getByTestId('deposit-ETH').locator('input').fill('1000000');
    await expect
      .poll(() => page.getByTestId('create-button').textContent())
      .toMatch(/^Insufficient (ETH|USDC) balance$/);
  }, 120_000);

  it('offers to create a pool that does not exist, with a starting price', async () => {
    const { page } = await connectedPage(
      `/positions/create/v3?chain=ethereum&currencyA=ETH&currencyB=${USDT}&fee=3000`,
    );
    await page.getByTestId('new-pool').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('create-button').textContent()).toBe('Set a starting price');
  }, 120_000);

  it('says an unknown position id is unknown', async () => {
    const { page } = await connectedPage('/remove/987654321');
    await expect
      .poll(() => page.getByTestId('position-not-found').textContent(), { timeout: 20_000 })
      .toContain('There is no position #987654321');
  }, 120_000);

  it('leaves everything as it was when the signature is rejected', async () => {
    const { page, wallet } = await connectedPage(
      `/positions/create/v4?chain=ethereum&currencyA=ETH&currencyB=${USDC}&fee=${v4Pool.feeTier}`,
    );
    await page.getByTestId('current-price').waitFor({ timeout: 20_000 });
    await page.getByTestId('deposit-ETH').locator('input').fill('0.1');
    const ethBefore = await chain.getBalance({ address: owner });
    wallet.rejectNext('transaction');
    await expect
      .poll(() => page.getByTestId('create-button').textContent(), { timeout: 20_000 })
      .toBe('Review');
    await page.getByTestId('create-button').click();
    const confirmButton = review(page).getByTestId('review-confirm');
    await expect.poll(() => confirmButton.isEnabled(), { timeout: 20_000 }).toBe(true);
    await confirmButton.click();
    await review(page).getByTestId('liquidity-failed').waitFor({ timeout: 20_000 });
    expect(await review(page).textContent()).toMatch(/rejected/i);
    expect(await chain.getBalance({ address: owner })).toBe(ethBefore);
  }, 120_000);
});
