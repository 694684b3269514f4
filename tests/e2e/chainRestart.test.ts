import type { BrowserContext, Page } from 'playwright-core';
import { type Address, createPublicClient, type Hex, http, type PublicClient, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { topUp } from '../../devChain/faucet.ts';
import { ensureChain, type RunningChain } from '../../scripts/chainProcess.ts';
import { freeLoopbackPort } from '../../scripts/site.ts';
import { defineLocalChain } from '../../wallet/localChain.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { saveScreens } from './saveScreens.ts';
import { TOKENS } from './swapSession.ts';
import { accountButton, installTestWallet } from './testWallet.ts';

/**
 * A swap in flight survives a reload, and a chain that restarts drops what it held. This file restarts
 * a chain, so it runs its own (`npm run chain` as a child process on a port of its own, killed and
 * started again as a person restarting it does), never the chain the other files share. The built site
 * reads the chain at the URL the build baked in (`CHAIN_RPC_URL`); this file's browser context routes
 * that origin to its own chain, and the test wallet signs and sends there, so the page meets a real
 * restart behind its one chain URL. With `RESTART_SHOTS=<dir>`, the pending and dropped screens are saved
 * there, desktop and 390 px, light and dark.
 */
const SHOTS = process.env.RESTART_SHOTS;
const USDC = TOKENS.USDC as Address;
const SWAP_PATH = `/swap?inputCurrency=ETH&outputCurrency=${USDC}&value=0.5&field=input`;
const BUILT_CHAIN_ORIGIN = new URL(chainRpcUrlFrom(process.env)).origin;

let port: number;
let chain: RunningChain;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  port = await freeLoopbackPort();
  chain = await startOwnChain();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await chain?.stop();
});

describe('a swap in flight and a chain that restarts', { timeout: 180_000 }, () => {
  it('a swap sent while the chain holds it stays pending across a reload, then confirms with a toast', async () => {
    const { page, address } = await openConnectedSwap();
    await rpc('evm_setAutomine', [false]);
    try {
      const hash = await sendSwapUntilPending(page);
      await page.reload();
      const button = accountButton(page, address);
      await expect.poll(() => button.getAttribute('aria-label')).toMatch(/, 1 transaction pending$/);
      await expect.poll(() => button.textContent()).toBe('1 pending');
      await button.click();
      const menu = page.getByRole('dialog', { name: 'Account' });
      await expect.poll(() => menu.getByRole('listitem').first().textContent()).toMatch(/^Swap pending/);
      expect(await menu.getByRole('listitem').first().textContent()).toMatch(
        /Swap 0\.5 ETH for [\d,.]+ USDC/,
      );
      await saveScreens(page, SHOTS, 'pending');
      await button.click();
      expect(await usdcBalanceShown(page)).toBe('Balance: 0');

      await rpc('evm_mine', []);
      const toast = page.getByRole('status', { name: 'Swap confirmed' });
      await toast.waitFor({ timeout: 15_000 });
      expect(await toast.textContent()).toMatch(/Swap 0\.5 ETH for [\d,.]+ USDC/);
      expect((await client().getTransactionReceipt({ hash })).status).toBe('success');
      // The balances are read again once it ended: the USDC it bought shows.
      await expect.poll(() => usdcBalanceShown(page)).not.toBe('Balance: 0');
      await expect.poll(() => button.textContent()).not.toBe('1 pending');
    } finally {
      await rpc('evm_setAutomine', [true]).catch(() => undefined);
    }
  });

  it('a swap pending when the chain restarts ends as dropped, and the page reads the new chain without a reload', async () => {
    const { page, address } = await openConnectedSwap();
    await rpc('evm_setAutomine', [false]);
    await sendSwapUntilPending(page);

    await chain.stop();
    chain = await startOwnChain();
    // The restarted chain is fresh: the account has nothing there until the faucet gives it 7 ETH.
    await topUp(chain.url, address, { eth: parseEther('7'), tokens: [] });

    const sheet = page.getByRole('dialog', { name: 'Swap failed' });
    await sheet.waitFor({ timeout: 60_000 });
    expect(await sheet.getByTestId('swap-failed').textContent()).toContain(
      'The chain restarted and no longer knows this transaction: it was dropped and will never be mined.',
    );
    await saveScreens(page, SHOTS, 'dropped-sheet');
    await sheet.getByTestId('swap-failed').getByRole('button', { name: 'Close' }).click();
    const toast = page.getByRole('status', { name: 'Swap dropped' });
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/it will never be mined/);
    const button = accountButton(page, address);
    await button.click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').first().textContent())
      .toMatch(/^Swap dropped/);
    await saveScreens(page, SHOTS, 'dropped');
    await button.click();

    // Balances and the quote come from the new chain, without a reload.
    await expect.poll(() => ethBalanceShown(page), { timeout: 30_000 }).toBe('Balance: 7');
    await expect
      .poll(() => page.getByTestId('swap-button').textContent(), { timeout: 30_000 })
      .toBe('Review swap');

    // Remembered as dropped: a reload shows nothing pending and lists it so.
    await page.reload();
    await expect.poll(() => button.getAttribute('aria-label')).not.toMatch(/pending/);
    await button.click();
    expect(
      await page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').first().textContent(),
    ).toMatch(/^Swap dropped/);
  });
});

/** This file's chain on its own port: `npm run chain` as a child process, stopped by killing it. */
function startOwnChain(): Promise<RunningChain> {
  const { CHAIN_RPC_URL: _shared, ...env } = process.env;
  return ensureChain({ ...env, CHAIN_PORT: String(port) });
}

function client(): PublicClient {
  return createPublicClient({
    chain: defineLocalChain(chain.url),
    transport: http(chain.url),
  }) as PublicClient;
}

function rpc(method: string, params: unknown[]): Promise<unknown> {
  return client().request({ method, params } as never);
}

/**
 * /swap for 0.5 ETH → USDC with a fresh funded account's injected wallet, connected, in a context whose
 * requests to the built chain URL go to this file's chain (as they would to a chain restarted there).
 */
async function openConnectedSwap(): Promise<{ page: Page; address: Address }> {
  const page = await openPage(browser);
  await routeChainToOwn(page.context());
  const privateKey = generatePrivateKey();
  const { address } = privateKeyToAccount(privateKey);
  await topUp(chain.url, address, { eth: parseEther('10'), tokens: [] });
  await installTestWallet(page, { rpcUrl: chain.url, privateKey });
  await page.goto(siteUrl(SWAP_PATH));
  const button = page.getByTestId('swap-button');
  await expect.poll(() => button.textContent(), { timeout: 20_000 }).toBe('Connect wallet');
  await button.click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Test Wallet/ })
    .click();
  await expect.poll(() => button.textContent(), { timeout: 20_000 }).toBe('Review swap');
  return { page, address };
}

async function routeChainToOwn(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.origin === BUILT_CHAIN_ORIGIN,
    async (route) => {
      try {
        const response = await route.fetch({ url: chain.url, maxRetries: 0 });
        await route.fulfill({ response });
      } catch {
        // This file's chain is down (restarting): the page meets a refused connection, as it would.
        await route.abort('connectionrefused').catch(() => undefined);
      }
    },
  );
}

/** Reviews and confirms the swap; resolves with its hash once the sheet says it is pending. */
async function sendSwapUntilPending(page: Page): Promise<Hex> {
  await page.getByTestId('swap-button').click();
  await page
    .getByRole('dialog', { name: /^Review/ })
    .getByRole('button', { name: 'Swap', exact: true })
    .click();
  await page.getByRole('dialog', { name: 'Swap pending' }).waitFor({ timeout: 30_000 });
  return (await page.getByTestId('swap-tx-hash').textContent()) as Hex;
}

function usdcBalanceShown(page: Page): Promise<string | null> {
  return page.getByTestId('swap-output').locator('.swap-balance').textContent();
}

async function ethBalanceShown(page: Page): Promise<string | null> {
  const text = await page.getByTestId('swap-input').locator('.swap-balance').textContent();
  return text?.replace('Max', '') ?? null;
}
