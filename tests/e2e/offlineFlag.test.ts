import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { openPage, siteUrl, untilHydrated } from './browser.ts';
import { openSwapPage, swapTestSession, TOKENS, untilSwapSettles } from './swapSession.ts';
import { TEST_WALLET_PRIVATE_KEY } from './testWallet.ts';

const account = privateKeyToAccount(TEST_WALLET_PRIVATE_KEY).address;
const USDC = TOKENS.USDC as Address;

const session = swapTestSession(account);

/**
 * Chromium on a machine with no network interface but loopback: `navigator.onLine` is false and the
 * `offline` event has fired, yet the chain and the Data API on 127.0.0.1 answer. Playwright's
 * `setOffline` cannot model this (it cuts loopback too), so the page is told so before its scripts run.
 */
function browserSaysOffline(): void {
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
  addEventListener('load', () => setTimeout(() => dispatchEvent(new Event('offline')), 0));
}

describe('reachability, not the browser flag', () => {
  it('quotes and swaps with navigator.onLine false while the chain and the Data API on loopback answer', async () => {
    const { page } = await openSwapPage(
      session.browser,
      `/swap?inputCurrency=ETH&outputCurrency=${USDC}&value=0.5&field=input`,
      session.chain.url,
      { initScript: browserSaysOffline },
    );
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    const button = page.getByTestId('swap-button');
    await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe('Review swap');
    expect(await button.isEnabled()).toBe(true);
    // From ETH to USDC by whatever route the pools give now (other files move their prices).
    expect(await page.getByTestId('swap-route').textContent()).toMatch(/ETH → (\S+ → )*USDC/);
    expect(await page.getByText('You are offline').count()).toBe(0);
    expect(await page.locator('.offline-banner').count()).toBe(0);

    await button.click();
    const review = page.getByRole('dialog', { name: 'Review swap' });
    await review.getByRole('button', { name: 'Swap' }).click();
    await untilSwapSettles(page);
    const hash = (await page.getByTestId('swap-tx-hash').textContent()) as `0x${string}`;
    expect((await session.chain.client.getTransactionReceipt({ hash })).status).toBe('success');
    // Fired again after everything answered: still nothing says offline.
    await page.evaluate(() => dispatchEvent(new Event('offline')));
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.offline-banner').count()).toBe(0);
  });

  it('pages of Data API answers show no banner with navigator.onLine false while the Data API answers', async () => {
    const page = await openPage(session.browser);
    await page.addInitScript(browserSaysOffline);
    await page.goto(siteUrl(`/explore/tokens/ethereum/${USDC}`));
    await untilHydrated(page);
    await expect.poll(() => page.getByTestId('token-price').textContent(), { timeout: 15_000 }).toMatch(/\$/);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.offline-banner').count()).toBe(0);
  });

  it('really offline (nothing answers): the banner names what cannot be reached and trading is blocked', async () => {
    const page = await openPage(session.browser);
    await page.goto(siteUrl(`/swap?inputCurrency=ETH&outputCurrency=${USDC}&value=0.5&field=input`));
    await untilHydrated(page);
    await page.context().setOffline(true);
    // A chain read already in flight may still answer once after the cut, and the page rightly says
    // "reachable" again until the next read fails: the page settles on offline.
    await expect.poll(() => page.getByTestId('swap-button').textContent()).toBe('You are offline');
    await expect.poll(() => page.getByTestId('swap-button').isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'A swap needs the chain' }).count())
      .toBe(1);
    const banner = page.locator('.offline-banner');
    await expect.poll(() => banner.textContent(), { timeout: 15_000 }).toMatch(/^Offline — /);
    expect(await banner.textContent()).toMatch(/The chain cannot be reached since/);
  });
});
