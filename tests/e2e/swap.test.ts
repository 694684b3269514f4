import type { Page } from 'playwright-core';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { siteUrl } from './browser.ts';
import { balanceOf, openSwapPage, swapTestSession, TOKENS, untilSwapSettles } from './swapSession.ts';
import { TEST_WALLET_PRIVATE_KEY } from './testWallet.ts';

const account = privateKeyToAccount(TEST_WALLET_PRIVATE_KEY).address;
const WETH = PROTOCOL_ADDRESSES.weth9;
const USDC = TOKENS.USDC as Address;
/** `Swap(address,address,int256,int256,uint160,uint128,int24)`: the event a V3 pool emits for a swap. */
const V3_SWAP_TOPIC = '0xc42079f94a6350d7e6235f29174924f928cc2ac818eb64fed8004e115fbcca67';
/** The automatic slippage the page uses unless told otherwise: 0.5 %. */
const SLIPPAGE = 0.005;

const session = swapTestSession(account);

describe('/swap in Chromium with an injected wallet', () => {
  it('swaps USDC → WETH exact input through V3 (approval once, permit per swap)', async () => {
    const { page } = await openSwapPage(
      session.browser,
      `/swap?inputCurrency=${USDC}&outputCurrency=${WETH}&value=250&field=input`,
      session.chain.url,
    );
    await expect.poll(() => page.getByTestId('swap-route').textContent()).toMatch(/^V3 · USDC → WETH/);
    const received = await swapAndMeasure(page, WETH);
    expect(received.onChain).toBeGreaterThan(0);
    expect(Math.abs(received.onChain - received.quoted) / received.quoted).toBeLessThanOrEqual(SLIPPAGE);
    // The pool the swap went through lists it: the Data API indexed the chain's Swap event.
    const receipt = await session.chain.client.getTransactionReceipt({ hash: received.hash });
    const pool = receipt.logs.find((log) => log.topics[0] === V3_SWAP_TOPIC)?.address;
    expect(pool).toBeDefined();
    // Each look is a fresh visit: the page itself polls only every 15 s, and under load the indexer may
    // apply the swap's log just after the first visit asked.
    await expect
      .poll(
        async () => {
          await page.goto(siteUrl(`/explore/pools/ethereum/${pool}`));
          const link = page.locator(`a[href$="${received.hash}"]`);
          await link
            .first()
            .waitFor({ timeout: 3_000 })
            .catch(() => undefined);
          return link.count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await page.context().close();
  });

  it('splits a larger swap across routes in one transaction: the chain pays what the review said, at least the minimum', async () => {
    // $20k of USDC → WETH: on the seeded pools the best answer shares it between the two V3 pools.
    const { page } = await openSwapPage(
      session.browser,
      `/swap?inputCurrency=${USDC}&outputCurrency=${WETH}&value=20000&field=input`,
      session.chain.url,
    );
    const route = page.getByTestId('swap-route');
    await expect.poll(() => route.textContent()).toMatch(/^\d+\u00a0% .+ · \d+\u00a0% /);
    const shares = ((await route.textContent()) ?? '')
      .match(/(\d+)\u00a0%/g)
      ?.map((share) => Number.parseInt(share, 10));
    expect(shares?.reduce((sum, share) => sum + share, 0)).toBe(100);
    const minimum = Number(
      ((await page.getByTestId('swap-minimum-received').textContent()) ?? '').replace(/,/g, '').split(' ')[0],
    );
    const received = await swapAndMeasure(page, WETH);
    expect(received.onChain).toBeGreaterThanOrEqual(minimum);
    expect(Math.abs(received.onChain - received.quoted) / received.quoted).toBeLessThanOrEqual(SLIPPAGE);
    // One transaction went through every slice's pools.
    const receipt = await session.chain.client.getTransactionReceipt({ hash: received.hash });
    const pools = new Set(
      receipt.logs.filter((log) => log.topics[0] === V3_SWAP_TOPIC).map((log) => log.address),
    );
    expect(pools.size).toBeGreaterThanOrEqual(2);
    await page.context().close();
  });

  it('swaps WETH → USDC exact output: receives exactly the amount asked', async () => {
    const { page } = await openSwapPage(
      session.browser,
      `/swap?inputCurrency=${WETH}&outputCurrency=${USDC}&value=321&field=output`,
      session.chain.url,
    );
    await expect.poll(() => page.getByTestId('swap-maximum-sent').textContent()).toMatch(/WETH$/);
    const spent = await balanceOf(session.chain.client, account, WETH);
    const received = await swapAndMeasure(page, USDC);
    expect(received.raw).toBe(321_000_000n);
    expect(spent - (await balanceOf(session.chain.client, account, WETH))).toBeGreaterThan(0n);
    await page.context().close();
  });

  it('swaps ETH → USDC through V4 (native ETH, no approval, no permit)', async () => {
    // 200 ETH: enough that the deep V4 ETH/USDC pool beats the cheaper but shallower V3 0.01% pool.
    const { page, wallet } = await openSwapPage(
      session.browser,
      `/swap?inputCurrency=ETH&outputCurrency=${USDC}&value=200&field=input`,
      session.chain.url,
    );
    await expect.poll(() => page.getByTestId('swap-route').textContent()).toMatch(/^V4 · ETH → USDC/);
    const received = await swapAndMeasure(page, USDC);
    expect(Math.abs(received.onChain - received.quoted) / received.quoted).toBeLessThanOrEqual(SLIPPAGE);
    expect(wallet.requests).not.toContain('eth_signTypedData_v4');
    await page.context().close();
  });

  it('wraps ETH into WETH and unwraps it back one for one through WETH9', async () => {
    for (const [from, to, toToken] of [
      ['ETH', WETH, WETH],
      [WETH, 'ETH', undefined],
    ] as const) {
      const { page } = await openSwapPage(
        session.browser,
        `/swap?inputCurrency=${from}&outputCurrency=${to}&value=1.25&field=input`,
        session.chain.url,
      );
      await expect.poll(() => page.getByTestId('swap-route').textContent()).toMatch(/wrap through WETH9/i);
      const received = await swapAndMeasure(page, toToken);
      expect(received.raw).toBe(1_250_000_000_000_000_000n);
      await page.context().close();
    }
  });
});

/**
 * Presses the big button through approval and review, confirms, and waits for the confirmed sheet;
 * returns what the review quoted and what the chain moved into the account (net of gas for ETH).
 */
async function swapAndMeasure(page: Page, outputToken: Address | undefined) {
  const before = await balanceOf(session.chain.client, account, outputToken);
  const button = page.getByTestId('swap-button');
  await expect
    .poll(() => button.textContent(), { timeout: 15_000 })
    .toMatch(/^(Approve \w+|Review (swap|wrap|unwrap))$/);
  if ((await button.textContent())?.startsWith('Approve')) {
    await button.click();
    await expect.poll(() => button.textContent(), { timeout: 15_000 }).toMatch(/^Review/);
  }
  await button.click();
  const review = page.getByRole('dialog', { name: /^Review/ });
  const quotedText = (await review.getByTestId('review-you-receive').textContent()) ?? '';
  await review.getByRole('button', { name: /^(Swap|Wrap|Unwrap)$/ }).click();
  await untilSwapSettles(page);
  const hash = (await page.getByTestId('swap-tx-hash').textContent()) as `0x${string}`;
  const receipt = await session.chain.client.getTransactionReceipt({ hash });
  const gas = outputToken ? 0n : receipt.gasUsed * receipt.effectiveGasPrice;
  const raw = (await balanceOf(session.chain.client, account, outputToken)) - before + gas;
  const decimals = outputToken === USDC ? 6 : 18;
  return {
    hash,
    raw,
    onChain: Number(raw) / 10 ** decimals,
    quoted: Number(quotedText.replace(/,/g, '').split(' ')[0]),
  };
}
