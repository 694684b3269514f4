import type { Browser, Page } from 'playwright-core';
import { type Address, createPublicClient, erc20Abi, type Hex, http, type PublicClient } from 'viem';
import { afterAll, beforeAll } from 'vitest';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import { seededFunds } from '../../chain/seededFunds.ts';
import { startLocalChain } from '../../chain/startLocalChain.ts';
import { IMPORTED_TOKENS_STORAGE_KEY, type ImportedToken } from '../../components/importedTokens.ts';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { topUp } from '../../devChain/faucet.ts';
import { permit2Abi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { AppChain } from '../../wallet/defineAppChain.ts';
import { defineLocalChain } from '../../wallet/localChain.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { installTestWallet, type TestWallet } from './testWallet.ts';

/** The local chain's tokens by symbol (the dataset's addresses). */
export const TOKENS = Object.fromEntries(
  localChainMarket().tokens.map((token) => [token.symbol ?? '', token.address as Address]),
);

/**
 * The chain the built site reads (`CHAIN_RPC_URL` / `CHAIN_PORT`, as the build used): the one already
 * running there, or a fresh one started for this file. The test wallet's account gets the faucet's funds.
 */
/** What every swap e2e file runs against: its own local chain, and Chromium. */
export interface SwapTestSession {
  chain: Awaited<ReturnType<typeof swapTestChain>>;
  browser: Browser;
}

/**
 * The set-up the swap e2e files share: before the file, a fresh local chain that funds `testAccount`
 * and a browser; after it, both stopped. Read the fields inside tests (they are set in beforeAll).
 */
export function swapTestSession(testAccount: Address): SwapTestSession {
  const session = {} as SwapTestSession;
  beforeAll(async () => {
    session.chain = await swapTestChain(testAccount);
    session.browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.chain?.stop();
  });
  return session;
}

export async function swapTestChain(testAccount: Address) {
  const url = chainRpcUrlFrom(process.env);
  let stop: (() => Promise<void>) | undefined;
  if (!(await answers(url))) {
    const port = Number(new URL(url).port);
    stop = (await startLocalChain({ port, seed: localChainMarket() })).stop;
  }
  await topUp(url, testAccount, seededFunds(localChainMarket()));
  const client = createPublicClient({ chain: defineLocalChain(url), transport: http(url) }) as PublicClient;
  return { url, client, stop: async () => stop?.() };
}

/** A page on `/swap…` with the injected test wallet, connected through the page's own Connect button. */
export async function openSwapPage(
  browser: Browser,
  path: string,
  rpcUrl: string,
  options: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    /** Runs in the page before any of the app's scripts, on every load. */
    initScript?: () => void;
    /** The wallet's key; the test wallet's own account by default. */
    privateKey?: Hex;
    /** Tokens this browser imported before (past their import warning), so links to them open at once. */
    importedTokens?: ImportedToken[];
    /** Other chains the wallet reaches (testWallet.ts). */
    otherChains?: readonly AppChain[];
  } = {},
): Promise<{ page: Page; wallet: TestWallet }> {
  const { initScript, privateKey, importedTokens, otherChains, ...contextOptions } = options;
  const page = await openPage(browser, contextOptions);
  if (initScript) await page.addInitScript(initScript);
  if (importedTokens)
    await page.addInitScript(
      ([key, tokens]) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, tokens);
      },
      [IMPORTED_TOKENS_STORAGE_KEY, JSON.stringify(importedTokens)] as const,
    );
  const wallet = await installTestWallet(page, {
    rpcUrl,
    ...(privateKey ? { privateKey } : {}),
    ...(otherChains ? { otherChains } : {}),
  });
  await page.goto(siteUrl(path));
  const button = page.getByTestId('swap-button');
  // The card's own button says Connect wallet once there is something to swap; else the top bar's.
  await page.waitForFunction(() =>
    /^(Connect wallet|Select a token|Enter an amount)$/.test(
      document.querySelector('[data-testid="swap-button"]')?.textContent ?? '',
    ),
  );
  if ((await button.textContent()) === 'Connect wallet') await button.click();
  else await page.locator('header .connect-button').click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Test Wallet/ })
    .click();
  await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor({ state: 'hidden' });
  return { page, wallet };
}

/** Balance of a token (or ETH for `undefined`) held by `owner`. */
export function balanceOf(client: PublicClient, owner: Address, token: Address | undefined): Promise<bigint> {
  return token
    ? client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    : client.getBalance({ address: owner });
}

/** Everything a refused swap must leave alone: balances, both allowances, the account's nonce. */
export async function accountState(client: PublicClient, owner: Address, tokens: readonly Address[]) {
  const state: Record<string, string> = {
    eth: String(await client.getBalance({ address: owner })),
    nonce: String(await client.getTransactionCount({ address: owner })),
  };
  for (const token of tokens) {
    state[`${token} balance`] = String(await balanceOf(client, owner, token));
    state[`${token} → Permit2`] = String(
      await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, PROTOCOL_ADDRESSES.permit2],
      }),
    );
    state[`${token} Permit2 → router`] = String(
      await client.readContract({
        address: PROTOCOL_ADDRESSES.permit2,
        abi: permit2Abi,
        functionName: 'allowance',
        args: [owner, token, PROTOCOL_ADDRESSES.universalRouter],
      }),
    );
  }
  return state;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Waits until the review sheet says how the swap it sent ended. A failed swap throws with the sheet's
 * words, and one that never settles with what the sheet said instead, so a red run tells why. Beside
 * the unit and worker suites on two cores, the first swap of a run can take longer than it does alone.
 */
export async function untilSwapSettles(page: Page): Promise<void> {
  const failed = page.getByTestId('swap-failed');
  try {
    await page.getByTestId('swap-confirmed').or(failed).waitFor({ timeout: 30_000 });
  } catch (error) {
    const sheet = await page.getByRole('dialog').allTextContents();
    throw new Error(`the swap never settled; the review sheet said: ${JSON.stringify(sheet)}`, {
      cause: error,
    });
  }
  if (await failed.isVisible()) throw new Error(`the swap failed: ${await failed.textContent()}`);
}
