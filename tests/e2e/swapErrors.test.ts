import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { openPage, siteUrl, untilHydrated } from './browser.ts';
import { accountState, openSwapPage, swapTestSession, TOKENS } from './swapSession.ts';
import { TEST_WALLET_PRIVATE_KEY } from './testWallet.ts';

const account = privateKeyToAccount(TEST_WALLET_PRIVATE_KEY).address;
const WETH = PROTOCOL_ADDRESSES.weth9;
const USDC = TOKENS.USDC as Address;
const SHIB = TOKENS.SHIB as Address;

const session = swapTestSession(account);

describe('/swap says what went wrong and changes nothing', () => {
  it('a rejected permit signature', async () => {
    const { page, wallet } = await openSwapPage(
      session.browser,
      `/swap?inputCurrency=${USDC}&outputCurrency=${WETH}&value=10`,
      session.chain.url,
    );
    const button = page.getByTestId('swap-button');
    await expect
      .poll(() => button.textContent(), { timeout: 15_000 })
      .toMatch(/^(Approve USDC|Review swap)$/);
    if ((await button.textContent()) === 'Approve USDC') {
      await button.click();
      await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe('Review swap');
    }
    const before = await accountState(session.chain.client, account, [USDC, WETH]);
    wallet.rejectNext('signature');
    await button.click();
    const review = page.getByRole('dialog', { name: 'Review swap' });
    await review.waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: 'tests/screenshots/swap-rejected-review-missing.png' });
      throw error;
    });
    await review.getByRole('button', { name: 'Swap' }).click();
    const failed = page.getByTestId('swap-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toMatch(/You rejected the request in your wallet/);
    expect(await accountState(session.chain.client, account, [USDC, WETH])).toEqual(before);
    await page.context().close();
  });

  it('an amount above the balance', async () => {
    const { page } = await openSwapPage(
      session.browser,
      `/swap?inputCurrency=${USDC}&outputCurrency=${WETH}&value=900000000`,
      session.chain.url,
    );
    const before = await accountState(session.chain.client, account, [USDC]);
    const button = page.getByTestId('swap-button');
    await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe('Insufficient USDC balance');
    expect(await button.isDisabled()).toBe(true);
    expect(await accountState(session.chain.client, account, [USDC])).toEqual(before);
    await page.context().close();
  });

  it('a pair without a route', async () => {
    const { page } = await openSwapPage(
      session.browser,
      `/swap?inputCurrency=${SHIB}&outputCurrency=${USDC}&value=1000`,
      session.chain.url,
    );
    const before = await accountState(session.chain.client, account, [SHIB, USDC]);
    await expect
      .poll(() => page.getByTestId('swap-error').textContent(), { timeout: 15_000 })
      .toMatch(/No route between SHIB and USDC/);
    expect(await page.getByTestId('swap-button').textContent()).toBe('No route for this swap');
    expect(await accountState(session.chain.client, account, [SHIB, USDC])).toEqual(before);
    await page.context().close();
  });

  it('an unreachable chain', async () => {
    const page = await openPage(session.browser);
    // The chain's RPC stops answering this page (the site and the Data API still do).
    await page.route(`${session.chain.url}/**`, (route) => route.abort('connectionrefused'));
    await page.route(session.chain.url, (route) => route.abort('connectionrefused'));
    const before = await accountState(session.chain.client, account, [USDC]);
    await page.goto(siteUrl(`/swap?inputCurrency=ETH&outputCurrency=${USDC}&value=1`));
    await expect
      .poll(() => page.getByTestId('swap-error').textContent(), { timeout: 15_000 })
      .toMatch(/The chain is not answering.*A swap needs the chain/);
    expect(await page.getByTestId('swap-button').textContent()).toBe('Chain unreachable');
    expect(await accountState(session.chain.client, account, [USDC])).toEqual(before);
    await page.context().close();
  });

  it('offline: the shell still opens and says a swap needs the chain', async () => {
    const page = await openPage(session.browser);
    await page.goto(siteUrl('/swap'));
    await untilHydrated(page);
    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId('swap-button').textContent()).toBe('You are offline');
    expect(await page.getByRole('status').filter({ hasText: 'A swap needs the chain' }).count()).toBe(1);
    await page.context().close();
  });
});
