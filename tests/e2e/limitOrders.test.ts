import type { Browser, Page } from 'playwright-core';
import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitOrderChainClient } from '../../backend/limitOrders/limitOrderChain.ts';
import { fillCall } from '../../backend/limitOrders/limitOrderFiller.ts';
import { openBackendStore } from '../../backend/store/backendStore.ts';
import { createLimitOrderStore } from '../../backend/store/limitOrderStore.ts';
import { approve, swapThroughV3 } from '../../chain/referenceSwaps.fixture.ts';
import { createTradingAccount } from '../../chain/tradingAccount.fixture.ts';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { DEFAULT_CHAIN } from '../../data/chains.ts';
import { dataApiUrlFrom } from '../../data/dataApiUrl.ts';
import { LIMIT_ORDERS_PATH, type LimitOrderSummary, limitOrdersUrl } from '../../data/limitOrderApi.ts';
import { topUp } from '../../devChain/faucet.ts';
import { limitPagePath } from '../../preview/pagePaths.ts';
import { LIMIT_PAGE, LIMITS_PAGE } from '../../preview/sitePages.ts';
import { LIMIT_ORDER_CONTRACTS, LIMIT_ORDER_FILLER } from '../../protocol/limitOrderContracts.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { WELL_KNOWN_TOKENS } from '../../protocol/wellKnownTokens.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { type OwnDataApi, startOwnDataApi } from './ownDataApi.ts';
import { saveScreens } from './saveScreens.ts';
import { connectTestWallet, installTestWallet } from './testWallet.ts';

/**
 * Limit orders in Chromium with the injected test wallet, against the real UniswapX reactor on the
 * local chain. This file restarts its order service, so it runs its own Data API (a child process with
 * a store of its own, filling on the e2e chain) and routes the built order-service URL there, as
 * passkeys.test.ts does. The pair is LINK/USDC: its one pool (V3 0.05 %) is no other file's, so moving
 * its market moves nobody else's numbers. With `LIMIT_SHOTS=<dir>`, both pages are saved there.
 */
const SHOTS = process.env.LIMIT_SHOTS;
const rpcUrl = chainRpcUrlFrom(process.env);
const chain = createPublicClient({ transport: http(rpcUrl) });
const BUILT_ORDER_SERVICE = new URL(LIMIT_ORDERS_PATH, dataApiUrlFrom(process.env)).href;
const { LINK, USDC } = WELL_KNOWN_TOKENS;

let backend: OwnDataApi;
let browser: Browser;
let mover: Awaited<ReturnType<typeof createTradingAccount>>;

beforeAll(async () => {
  backend = await startOwnDataApi();
  browser = await launchBrowser();
  mover = await createTradingAccount(rpcUrl);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

const balanceOf = (token: Address, owner: Address) =>
  chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

async function ordersOf(swapper: Address): Promise<LimitOrderSummary[]> {
  const answer = await fetch(limitOrdersUrl(`${backend.url}${LIMIT_ORDERS_PATH}`, swapper));
  expect(answer.status).toBe(200);
  return (await answer.json()) as LimitOrderSummary[];
}

/** /limit for LINK → USDC with a fresh wallet holding 100 LINK, connected. */
async function limitPage(): Promise<{ page: Page; swapper: Address }> {
  const page = await openPage(browser);
  await backend.routeFrom(page.context(), (url) => url.href.startsWith(BUILT_ORDER_SERVICE));
  const wallet = await installTestWallet(page, { rpcUrl, privateKey: generatePrivateKey() });
  await topUp(rpcUrl, wallet.address, {
    eth: parseEther('10'),
    tokens: [{ token: LINK, amount: parseEther('100') }],
  });
  await page.goto(siteUrl(limitPagePath(DEFAULT_CHAIN.chain, { inputCurrency: LINK, outputCurrency: USDC })));
  await connectTestWallet(page, wallet);
  return { page, swapper: wallet.address };
}

const button = (page: Page) => page.getByTestId('limit-button');
const amountField = (page: Page) => page.locator('#swap-input-amount');

/** Types the amount, sets the price with a preset once the market price shows, and places the order. */
async function placeOrder(page: Page, amount: string, preset: string, expiry = '1 week'): Promise<number> {
  await amountField(page).fill(amount);
  await expect
    .poll(() => page.getByTestId('limit-market').textContent(), { timeout: 20_000 })
    .toMatch(/Market: \d/);
  await page.getByRole('button', { name: preset, exact: true }).click();
  await page.getByRole('button', { name: expiry, exact: true }).click();
  await expect
    .poll(() => button(page).textContent(), { timeout: 20_000 })
    .toMatch(/Approve LINK|Place limit order/);
  if ((await button(page).textContent()) === 'Approve LINK') {
    await button(page).click();
    await expect.poll(() => button(page).textContent(), { timeout: 20_000 }).toBe('Place limit order');
  }
  const clicked = performance.now();
  await button(page).click();
  // Placed, or the words of why not (which fail the test with them).
  await page
    .locator('[data-testid="limit-placed"], [data-testid="limit-error"]')
    .first()
    .waitFor({ timeout: 20_000 });
  const placedAfter = performance.now() - clicked;
  expect(
    (await page.getByTestId('limit-error').count())
      ? await page.getByTestId('limit-error').textContent()
      : '',
  ).toBe('');
  return placedAfter;
}

describe('limit orders', { timeout: 180_000 }, () => {
  it('refuses zero and more than the balance, and flags a price below market with its loss', async () => {
    const { page } = await limitPage();
    await amountField(page).fill('10');
    await expect
      .poll(() => page.getByTestId('limit-market').textContent(), { timeout: 20_000 })
      .toMatch(/Market: \d/);
    await page.getByLabel('Percent above market').fill('-5');
    await expect
      .poll(() => page.getByTestId('limit-below-market').textContent())
      .toMatch(/^This price is 5% below market: you would get [\d.,]+ USDC less than a swap now/);
    await page.getByRole('button', { name: '+1%', exact: true }).click();
    expect(await page.getByTestId('limit-below-market').count()).toBe(0);
    await amountField(page).fill('0');
    await expect.poll(() => button(page).textContent()).toBe('Enter an amount above zero');
    expect(await button(page).isDisabled()).toBe(true);
    await amountField(page).fill('1000');
    await expect.poll(() => button(page).textContent(), { timeout: 20_000 }).toBe('Not enough LINK');
    expect(await button(page).isDisabled()).toBe(true);
  });

  it('places an order above market, fills it when the market crosses, for at least the signed amount', async () => {
    const { page, swapper } = await limitPage();
    const acceptedMs = await placeOrder(page, '10', '+1%');
    console.log(`limit order: click → accepted by the service in ${Math.round(acceptedMs)} ms`);
    const [order] = await ordersOf(swapper);
    if (!order) throw new Error('the order is not in the service');
    expect(order.state).toBe('open');
    await saveScreens(page, SHOTS, 'limit-placed');
    const [linkBefore, usdcBefore] = [await balanceOf(LINK, swapper), await balanceOf(USDC, swapper)];

    // Someone buys LINK hard on its pool: 10 LINK now fetch more than 1 % above the order's price.
    const moverAddress = mover.client.account.address;
    const moverLink = await balanceOf(LINK, moverAddress);
    await swapThroughV3(mover.client, USDC, LINK, 500, parseUnits('1000000', 6));
    await page.getByTestId('limit-filled-toast').waitFor({ timeout: 20_000 });
    const [filled] = await ordersOf(swapper);
    expect(filled?.state).toBe('filled');
    expect(linkBefore - (await balanceOf(LINK, swapper))).toBe(parseEther('10'));
    expect((await balanceOf(USDC, swapper)) - usdcBefore).toBeGreaterThanOrEqual(BigInt(order.outputAmount));

    // And sells it back: the routes of other files (ETH → USDC) must not run through this pool's moved price.
    await approve(mover.client, LINK, PROTOCOL_ADDRESSES.v3SwapRouter02, maxUint256);
    await swapThroughV3(mover.client, LINK, USDC, 500, (await balanceOf(LINK, moverAddress)) - moverLink);
  });

  it('cancels an order on chain: listed cancelled, and a fill of it reverts at the reactor', async () => {
    const { page, swapper } = await limitPage();
    await placeOrder(page, '5', '+10%');
    await page.goto(siteUrl(LIMITS_PAGE));
    const open = page.getByTestId('limits-open');
    await open.getByTestId('limit-order').first().waitFor({ timeout: 20_000 });
    await saveScreens(page, SHOTS, 'limits-open', { fullPage: true });
    await open.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByTestId('limits-cancelled').getByTestId('limit-order').waitFor({ timeout: 20_000 });
    const [cancelled] = await ordersOf(swapper);
    expect(cancelled?.state).toBe('cancelled');

    const db = openBackendStore(backend.storeFile);
    const stored = createLimitOrderStore(db).get(cancelled?.orderHash as Hex);
    db.close();
    if (!stored) throw new Error('the cancelled order is not in the store');
    const filler = limitOrderChainClient(rpcUrl);
    await filler.impersonateAccount({ address: LIMIT_ORDER_FILLER });
    await filler.setBalance({ address: LIMIT_ORDER_FILLER, value: parseEther('1') });
    // Asking only one unit of USDC: the pool would pay it many times over, yet Permit2's spent nonce
    // (InvalidNonce, 0x756688fe) stops the fill.
    await expect(
      filler.call({
        account: LIMIT_ORDER_FILLER,
        to: LIMIT_ORDER_CONTRACTS.executor,
        data: fillCall({ ...stored, outputAmount: '1' }, 500),
      }),
    ).rejects.toThrow(/0x756688fe/);
  });

  it('expires an order once the chain’s clock passes its deadline', async () => {
    const { page, swapper } = await limitPage();
    await placeOrder(page, '5', '+10%', '1 day');
    await page.goto(siteUrl(LIMITS_PAGE));
    // The local chain's dev control moves the chain's clock two days on.
    await page.getByRole('button', { name: 'Skip ahead 2 days' }).click();
    await page.getByTestId('limits-expired').getByTestId('limit-order').waitFor({ timeout: 20_000 });
    expect((await ordersOf(swapper)).map((o) => o.state)).toEqual(['expired']);
  });

  it('keeps open orders across a restart of the backend', async () => {
    const { page, swapper } = await limitPage();
    await placeOrder(page, '5', '+10%', '1 year');
    await backend.restart();
    expect((await ordersOf(swapper)).map((o) => o.state)).toEqual(['open']);
    await page.goto(siteUrl(LIMITS_PAGE));
    await page.getByTestId('limits-open').getByTestId('limit-order').waitFor({ timeout: 20_000 });
    await page.goto(siteUrl(LIMIT_PAGE));
    await saveScreens(page, SHOTS, 'limit-empty');
  });

  it.each([LIMIT_PAGE, LIMITS_PAGE])('%s answers a crawler 200 with its preview tags', async (path) => {
    const response = await fetch(siteUrl(path), { headers: { 'User-Agent': 'Slackbot 1.0', Accept: '*/*' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const tag of ['og:title', 'og:image', 'og:url']) expect(html).toContain(`property="${tag}"`);
  });
});
