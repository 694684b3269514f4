import type { Browser, Page } from 'playwright-core';
import { type Hex, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import type { PoolRecord } from '../../backend/dataset/pools.ts';
import { createLiquidityProvider } from '../../chain/liquidityPositions.fixture.ts';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { topUp } from '../../devChain/faucet.ts';
import { increasePositionPath, positionPagePath, removePositionPath } from '../../preview/pagePaths.ts';
import { launchBrowser, openPage, siteUrl, untilHydrated } from './browser.ts';
import { saveScreens } from './saveScreens.ts';
import { connectTestWallet, installTestWallet } from './testWallet.ts';

/**
 * A wallet this browser remembers is resolving while it reconnects after a reload: a page that decides
 * by its owner (the flows that change a position, the position page's actions, the positions list)
 * waits for it with a loading state, and never shows the owner "connect a wallet" or "not yours" first.
 * Every state the page shows is recorded from its first paint on, by a MutationObserver installed
 * before the document is parsed. A remembered connection whose wallet is gone ends as disconnected.
 * With `RESOLVING_SHOTS=<dir>`, the waiting screens are saved desktop/mobile × light/dark.
 */
const rpcUrl = chainRpcUrlFrom(process.env);
const SHOTS = process.env.RESOLVING_SHOTS;
const v3Pool = localChainMarket().pools.find(
  (p) => p.version === 'V3' && p.feeTier === 500 && p.token0.symbol === 'USDC' && p.token1.symbol === 'WETH',
) as PoolRecord;

/** What the owner must never be shown while the wallet reconnects: "not connected" and "not yours". */
const WRONG_STATES = /Connect wallet|Connect a wallet|Only its owner|read-only/;
/** The elements whose every text the observer records. */
const WATCHED = [
  '[data-testid=remove-button]',
  '[data-testid=increase-button]',
  '[data-testid=collect-fees]',
  '.position-read-only',
  '.positions-connect',
].join(', ');

let browser: Browser;
const ownerKey = generatePrivateKey();
const owner = privateKeyToAccount(ownerKey).address;
let tokenId: bigint;

beforeAll(async () => {
  browser = await launchBrowser();
  await topUp(rpcUrl, owner, { eth: parseEther('10'), tokens: [] });
  const provider = await createLiquidityProvider(rpcUrl);
  ({ tokenId } = await provider.mintV3(v3Pool, parseUnits('1000', 6), parseEther('1'), 10, 0, owner));
}, 120_000);
afterAll(() => browser.close());

/** A page whose wallet is connected once, so the browser remembers it; then every state is recorded. */
async function rememberedOn(path: string): Promise<Page> {
  const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  const wallet = await installTestWallet(page, { rpcUrl, privateKey: ownerKey as Hex });
  await page.goto(siteUrl(path));
  await connectTestWallet(page, wallet);
  await recordStates(page);
  return page;
}

async function recordStates(page: Page): Promise<void> {
  await page.addInitScript((selector) => {
    const seen: string[] = [];
    Object.assign(window, { seenStates: seen });
    const record = () => {
      for (const element of document.querySelectorAll(selector)) {
        const text = element.textContent?.trim() ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(record).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, WATCHED);
}

/**
 * Holds back the wallet code (the chunks that carry wagmi, told by a word only its state machine
 * uses) until `release()`: the page and the top bar know only that a connection is remembered.
 */
async function holdWalletCode(page: Page): Promise<{ release(): Promise<void> }> {
  let open = () => {};
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  const scripts = /\/assets\/.*\.js$/;
  await page.route(scripts, async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('reconnecting')) await released;
      await route.fulfill({ response, body });
    } catch {
      // The test ended and closed the page while a script was on its way: nothing waits for it.
    }
  });
  return {
    async release() {
      open();
      // The scripts still on their way are let through; none is held after this.
      await page.unroute(scripts);
    },
  };
}

const seenStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenStates: string[] }).seenStates);

describe('a remembered wallet, reconnecting after a reload', () => {
  it('/remove/{id} waits for it: its owner never sees "Connect wallet" or "only its owner"', async () => {
    const page = await rememberedOn(removePositionPath(String(tokenId)));
    await page.reload();
    await expect
      .poll(() => page.getByTestId('remove-button').textContent(), { timeout: 20_000 })
      .toBe('Review: remove 50%');
    const seen = await seenStates(page);
    expect(seen).toContain('Review: remove 50%');
    expect(seen.filter((text) => WRONG_STATES.test(text))).toEqual([]);
  });

  it('/increase waits for it too', async () => {
    const page = await rememberedOn(increasePositionPath('v3', String(tokenId)));
    await page.reload();
    await expect
      .poll(() => page.getByTestId('increase-button').textContent(), { timeout: 20_000 })
      .toBe('Enter an amount');
    expect((await seenStates(page)).filter((text) => WRONG_STATES.test(text))).toEqual([]);
  });

  it('the position page shows its owner the actions, never the read-only note first', async () => {
    const page = await rememberedOn(positionPagePath('v3', 'ETHEREUM', String(tokenId)));
    // The wallet code comes after the position has been read, as on a slow connection.
    const held = await holdWalletCode(page);
    await page.reload();
    await page.locator('.position-header h1').waitFor({ timeout: 20_000 });
    await held.release();
    await page.getByRole('navigation', { name: 'Position actions' }).waitFor({ timeout: 20_000 });
    await page.getByTestId('collect-fees').waitFor();
    const seen = await seenStates(page);
    expect(seen.filter((text) => WRONG_STATES.test(text))).toEqual([]);
  });

  it('/positions lists the wallet’s positions, never asking to connect first', async () => {
    const page = await rememberedOn('/positions');
    await page.reload();
    await page
      .locator(`a[href="${positionPagePath('v3', 'ETHEREUM', String(tokenId))}"]`)
      .first()
      .waitFor({ timeout: 20_000 });
    expect((await seenStates(page)).filter((text) => WRONG_STATES.test(text))).toEqual([]);
  });

  it('is resolving from the first render, before the wallet code has loaded: the flow reads, the top bar says Connecting…', async () => {
    const page = await rememberedOn(removePositionPath(String(tokenId)));
    const held = await holdWalletCode(page);
    // The position is answered while the wallet code is held: the page still reads, it waits on the wallet.
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/graphql') && decodeURIComponent(response.url()).includes('Position'),
    );
    await page.reload();
    await untilHydrated(page);
    await answered;
    await expect
      .poll(() => page.getByRole('banner').getByRole('button').last().textContent())
      .toBe('Connecting…');
    await page.getByRole('status').filter({ hasText: 'Reading the position…' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('remove-button').textContent()).toBe('Remove liquidity');
    expect(await page.getByTestId('remove-button').isDisabled()).toBe(true);
    await saveScreens(page, SHOTS, 'remove-resolving');
    await held.release();
    await expect
      .poll(() => page.getByTestId('remove-button').textContent(), { timeout: 20_000 })
      .toBe('Review: remove 50%');
    await saveScreens(page, SHOTS, 'remove-resolved');
    expect((await seenStates(page)).filter((text) => WRONG_STATES.test(text))).toEqual([]);
  });

  it('ends as disconnected when the remembered wallet is gone', async () => {
    const page = await rememberedOn(removePositionPath(String(tokenId)));
    // The same browser (its storage remembers the connection), without the wallet installed.
    const gone = await page.context().newPage();
    await gone.goto(siteUrl(removePositionPath(String(tokenId))));
    await expect
      .poll(() => gone.getByTestId('remove-button').textContent(), { timeout: 20_000 })
      .toBe('Connect wallet');
    await gone.getByRole('banner').getByRole('button', { name: 'Connect', exact: true }).waitFor();
  });
});
