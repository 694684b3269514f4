import type { Page } from 'playwright-core';
import { type Address, createPublicClient, erc20Abi, http, parseEther } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { RAMP_PATHS, type RampOrder, TEST_CARDS } from '../../data/rampApi.ts';
import { topUp } from '../../devChain/faucet.ts';
import { RAMP_RESERVE_ADDRESS } from '../../devChain/rampReserve.ts';
import { launchBrowser, openPage, siteUrl, untilHydrated } from './browser.ts';
import { type OwnDataApi, startOwnDataApi } from './ownDataApi.ts';
import { saveScreens } from './saveScreens.ts';
import { connectTestWallet, installTestWallet, type TestWallet } from './testWallet.ts';

/**
 * Buying and selling with the local test provider in Chromium, with the injected test wallet: a buy
 * delivers the token from the provider's reserve, a declined card moves nothing, a sell takes the token
 * through a transfer the wallet signs, and the portfolio lists both activities. This file restarts its
 * backend, so it runs its own Data API (a child process with a store file of its own, on the shared
 * chain) and routes the built Data API origin there, as passkeys.test.ts does. With `RAMP_SHOTS=<dir>`,
 * every screen is saved there, desktop and 390 px, light and dark.
 */
const SHOTS = process.env.RAMP_SHOTS;
const CHAIN_URL = chainRpcUrlFrom(process.env);
const chain = createPublicClient({ transport: http(CHAIN_URL) });
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

let backend: OwnDataApi;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  backend = await startOwnDataApi({ CHAIN_RPC_URL: CHAIN_URL, CHAIN_RPC_URLS: '', RAMP_SETTLE_MS: '500' });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

const usdcOf = (owner: Address) =>
  chain.readContract({ address: USDC, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
const ordersOf = async (account: Address) =>
  (await (await fetch(`${backend.url}${RAMP_PATHS.orders}?account=${account}`)).json()) as RampOrder[];

describe('/buy and /sell with the local test provider', { timeout: 180_000 }, () => {
  it('switches between the trade tabs with the pair kept', async () => {
    const page = await openPage(browser);
    await backend.routeFrom(page.context());
    await page.goto(siteUrl(`/swap?chain=ethereum&inputCurrency=ETH&outputCurrency=${USDC.toLowerCase()}`));
    await untilHydrated(page);
    const tabs = page.getByRole('navigation', { name: 'Trade' });
    expect(await tabs.getByRole('link', { name: 'Swap' }).getAttribute('aria-current')).toBe('page');
    await saveScreens(page, SHOTS, 'swap-tabs');
    await tabs.getByRole('link', { name: 'Buy' }).click();
    await page.waitForURL(/\/buy\?/);
    expect(new URL(page.url()).searchParams.get('outputCurrency')).toBe(USDC.toLowerCase());
    // What a swap would get is what Buy offers; what it would give is what Sell offers.
    await expect.poll(() => tokenChoice(page).inputValue(), { timeout: 20_000 }).toBe(USDC.toLowerCase());
    await tabs.getByRole('link', { name: 'Sell' }).click();
    await page.waitForURL(/\/sell\?/);
    await expect.poll(() => tokenChoice(page).inputValue(), { timeout: 20_000 }).toBe('');
    await tabs.getByRole('link', { name: 'Swap' }).click();
    await page.waitForURL(/\/swap\?/);
    const back = new URL(page.url()).searchParams;
    expect([back.get('inputCurrency'), back.get('outputCurrency')]).toEqual(['ETH', USDC.toLowerCase()]);
    await page.context().close();
  });

  it('buys, is declined without a change, sells, lists both activities, and keeps the orders across a restart', async () => {
    const { page, wallet } = await rampPage('/buy');
    await tokenChoice(page).selectOption(USDC.toLowerCase());
    await page.getByLabel(/^You pay/).fill('100');
    const quote = page.locator('.ramp-quote', { hasText: 'Local test provider' });
    await quote.waitFor({ timeout: 20_000 });
    expect(await quote.textContent()).toContain('Fee$1.50');
    await saveScreens(page, SHOTS, 'buy-quotes');

    // A declined card first: the order fails and nothing moves.
    await page.getByRole('button', { name: 'Buy with Local test provider' }).click();
    const sheet = checkout(page);
    await sheet.getByRole('button', { name: TEST_CARDS.declined }).click();
    await saveScreens(page, SHOTS, 'buy-card');
    await sheet.getByRole('button', { name: 'Pay' }).click();
    await sheet.getByRole('heading', { name: 'Buy failed' }).waitFor({ timeout: 20_000 });
    expect(await sheet.getByRole('alert').first().textContent()).toContain('Your card was declined');
    await saveScreens(page, SHOTS, 'buy-declined');
    expect(await usdcOf(wallet.address)).toBe(0n);
    await sheet.getByRole('button', { name: 'Close' }).click();

    const reserveBefore = await usdcOf(RAMP_RESERVE_ADDRESS);
    await page.getByRole('button', { name: 'Buy with Local test provider' }).click();
    await sheet.getByRole('button', { name: TEST_CARDS.approved }).click();
    await sheet.getByRole('button', { name: 'Pay' }).click();
    await sheet.getByRole('heading', { name: 'Bought' }).waitFor({ timeout: 30_000 });
    await saveScreens(page, SHOTS, 'buy-settled');
    const [bought] = (await ordersOf(wallet.address)).filter((order) => order.status === 'completed');
    expect(bought).toMatchObject({
      direction: 'buy',
      fiatAmount: '100.00',
      fee: '1.50',
      fiatCurrency: 'USD',
    });
    const boughtAmount = BigInt(bought?.tokenAmount ?? 0);
    expect(boughtAmount).toBeGreaterThan(90_000_000n);
    expect(await usdcOf(wallet.address)).toBe(boughtAmount);
    expect(reserveBefore - (await usdcOf(RAMP_RESERVE_ADDRESS))).toBe(boughtAmount);
    await sheet.getByRole('button', { name: 'Done' }).click();

    // Sell part of it: the wallet signs the transfer to the provider, which then pays out.
    await page.getByRole('navigation', { name: 'Trade' }).getByRole('link', { name: 'Sell' }).click();
    await page.waitForURL(/\/sell/);
    await tokenChoice(page).selectOption(USDC.toLowerCase());
    await page.getByLabel(/^You sell/).fill('20');
    await page.locator('.ramp-quote', { hasText: 'Local test provider' }).waitFor({ timeout: 20_000 });
    await saveScreens(page, SHOTS, 'sell-quotes');
    await page.getByRole('button', { name: 'Sell with Local test provider' }).click();
    await sheet.getByRole('button', { name: TEST_CARDS.approved }).click();
    const sign = wallet.holdNext('transaction');
    await sheet.getByRole('button', { name: 'Sell', exact: true }).click();
    await sheet
      .getByText('Confirm the transfer to the provider in Test Wallet.')
      .waitFor({ timeout: 20_000 });
    sign();
    await sheet.getByRole('heading', { name: 'Sold' }).waitFor({ timeout: 30_000 });
    await saveScreens(page, SHOTS, 'sell-settled');
    const sold = (await ordersOf(wallet.address)).find((order) => order.direction === 'sell');
    expect(sold).toMatchObject({ status: 'completed', fiatAmount: '20.00', fiatNet: '19.50' });
    expect(await usdcOf(wallet.address)).toBe(boughtAmount - BigInt(sold?.tokenAmount ?? 0));
    await sheet.getByRole('button', { name: 'Done' }).click();

    // The portfolio's activity lists the buy, the declined buy and the sale, with their provider.
    const activity = await ourActivity(page, wallet.address);
    expect(activity).toEqual([
      { kind: 'off-ramp', text: expect.stringMatching(/Sold.*for \$19\.50.*Local test provider/) },
      { kind: 'on-ramp', text: expect.stringMatching(/Bought.*for \$100\.00.*Local test provider/) },
      { kind: 'on-ramp', text: expect.stringMatching(/Bought.*Failed|Failed.*Bought/) },
    ]);
    await page
      .locator('[data-testid="activity-row"]', { hasText: 'Local test provider' })
      .first()
      .scrollIntoViewIfNeeded();
    await saveScreens(page, SHOTS, 'activity');

    // The backend restarts: the orders are still there, and still in the activity.
    const before = await ordersOf(wallet.address);
    await backend.restart();
    expect(await ordersOf(wallet.address)).toEqual(before);
    expect(await ourActivity(page, wallet.address)).toEqual(activity);
    await page.context().close();
  });
});

const tokenChoice = (page: Page) => page.locator('#ramp-token');
const checkout = (page: Page) => page.getByRole('dialog', { name: /Buy|Sell|Bought|Sold|failed/ });

/** A page with a fresh, connected test wallet holding ETH for gas and nothing else. */
async function rampPage(path: string): Promise<{ page: Page; wallet: TestWallet }> {
  const page = await openPage(browser);
  await backend.routeFrom(page.context());
  const wallet = await installTestWallet(page, { rpcUrl: CHAIN_URL, privateKey: generatePrivateKey() });
  await topUp(CHAIN_URL, wallet.address, { eth: parseEther('1'), tokens: [] });
  await page.goto(siteUrl(path));
  await untilHydrated(page);
  await connectTestWallet(page, wallet);
  return { page, wallet };
}

/** The wallet's activity rows of the local test provider, newest first (without their age, which moves). */
async function ourActivity(page: Page, address: Address) {
  await page.goto(siteUrl(`/portfolio/${address.toLowerCase()}/activity`));
  const rows = page.locator('[data-testid="activity-row"]', { hasText: 'Local test provider' });
  await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(3);
  return rows.evaluateAll((items) =>
    items.map((item) => ({
      kind: item.getAttribute('data-kind'),
      text: (item.textContent ?? '').replace(/\d+\s?\w+ ago$/, ''),
    })),
  );
}
