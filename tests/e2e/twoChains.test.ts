import type { Page } from 'playwright-core';
import { type Address, createPublicClient, type Hex, http, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import { seededFunds } from '../../chain/seededFunds.ts';
import { type LocalChain, startLocalChain } from '../../chain/startLocalChain.ts';
import { topUp } from '../../devChain/faucet.ts';
import { LOCAL_CHAIN_ID } from '../../protocol/protocolAddresses.ts';
import { saveScreens } from './saveScreens.ts';
import { secondLocalChain } from './secondChain.ts';
import { balanceOf, openSwapPage, swapTestSession, TOKENS, untilSwapSettles } from './swapSession.ts';
import { TEST_WALLET_PRIVATE_KEY } from './testWallet.ts';

/** Set to a folder to keep the network menu's screens (desktop and 390 px, light and dark). */
const SHOTS = process.env.CHAINS_SHOTS;
const account = privateKeyToAccount(TEST_WALLET_PRIVATE_KEY).address;
const USDC = TOKENS.USDC as Address;
const second = secondLocalChain();
const session = swapTestSession(account);
let secondChain: LocalChain;
let secondClient: PublicClient;

/**
 * The e2e build trades on two local chains (CHAIN_RPC_URLS, tests/e2e/secondChain.ts): the default one
 * (31337, as Ethereum) and a second started here with Base's chain id, 8453, by the same set-up, so the
 * same contracts sit at the same (mainnet) addresses. One browser session swaps on both, moving the
 * wallet between them with the top bar's network menu.
 */
describe.runIf(second)('two chains from CHAIN_RPC_URLS', () => {
  beforeAll(async () => {
    const { port } = new URL(second?.rpcUrls.default.http[0] ?? '');
    secondChain = await startLocalChain({ port: Number(port), chainId: 8453, seed: localChainMarket() });
    await topUp(secondChain.url, account, seededFunds(localChainMarket()), 8453);
    secondClient = createPublicClient({ chain: second, transport: http(secondChain.url) }) as PublicClient;
  }, 60_000);
  afterAll(() => secondChain?.stop());

  it('swaps ETH → USDC on the default chain, then on the second after switching in the network menu', async () => {
    const { page, wallet } = await openSwapPage(
      session.browser,
      `/swap?inputCurrency=ETH&outputCurrency=${USDC}&value=1&field=input`,
      session.chain.url,
      { otherChains: second ? [second] : [] },
    );
    const menu = page.getByRole('banner').getByRole('button', { name: /^Network: / });
    await expect.poll(() => menu.getAttribute('aria-label')).toBe('Network: Local Ethereum');

    const onDefault = await swapOn(page, session.chain.client);
    expect(onDefault.received).toBeGreaterThan(0n);
    expect(await secondClient.getTransactionReceipt({ hash: onDefault.hash }).catch(() => undefined)).toBe(
      undefined,
    );

    await menu.click();
    const networks = page.getByRole('dialog', { name: 'Networks' });
    await networks.waitFor();
    await saveScreens(page, SHOTS, 'network-menu');
    await networks.getByRole('button', { name: /^Local Base/ }).click();
    await expect.poll(() => menu.getAttribute('aria-label')).toBe('Network: Local Base');
    expect(wallet.chainId).toBe(8453);
    expect(wallet.requests).toContain('wallet_switchEthereumChain');

    const defaultBefore = await balanceOf(session.chain.client, account, USDC);
    const onSecond = await swapOn(page, secondClient);
    expect(onSecond.received).toBeGreaterThan(0n);
    // The second swap went to the second chain alone.
    expect(await balanceOf(session.chain.client, account, USDC)).toBe(defaultBefore);
    expect(
      await session.chain.client.getTransactionReceipt({ hash: onSecond.hash }).catch(() => undefined),
    ).toBe(undefined);

    // Back to the default chain: the wallet and the page follow.
    await menu.click();
    await networks.getByRole('button', { name: /^Local Ethereum/ }).click();
    await expect.poll(() => menu.getAttribute('aria-label')).toBe('Network: Local Ethereum');
    expect(wallet.chainId).toBe(LOCAL_CHAIN_ID);
    await page.context().close();
  });
});

/** Swaps what the page shows, on the chain `client` reads; the hash and the USDC it brought. */
async function swapOn(page: Page, client: PublicClient): Promise<{ hash: Hex; received: bigint }> {
  const before = await balanceOf(client, account, USDC);
  const button = page.getByTestId('swap-button');
  await expect.poll(() => button.textContent(), { timeout: 20_000 }).toBe('Review swap');
  await button.click();
  const review = page.getByRole('dialog', { name: /^Review/ });
  await review.getByRole('button', { name: /^Swap$/ }).click();
  await untilSwapSettles(page);
  const hash = (await page.getByTestId('swap-tx-hash').textContent()) as Hex;
  const receipt = await client.getTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  await page.getByRole('button', { name: 'Done' }).click();
  return { hash, received: (await balanceOf(client, account, USDC)) - before };
}
