import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { type Address, createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { topUp } from '../../devChain/faucet.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { connectTestWallet, installTestWallet, type TestWallet } from './testWallet.ts';

const rpcUrl = chainRpcUrlFrom(process.env);
const chain = createPublicClient({ transport: http(rpcUrl) });
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A recipient nobody else uses: its balances move only by what this test sends. */
const freshRecipient = () => privateKeyToAccount(generatePrivateKey()).address;
const usdcOf = (owner: Address) =>
  chain.readContract({ address: USDC, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

/** A page on /send with a funded test wallet, connected through the wallet picker. */
async function sendPage(): Promise<{ page: Page; wallet: TestWallet }> {
  const page = await openPage(browser);
  const wallet = await installTestWallet(page, { rpcUrl });
  await topUp(rpcUrl, wallet.address, {
    eth: parseEther('50'),
    tokens: [{ token: USDC, amount: parseUnits('5000', 6) }],
  });
  await page.goto(siteUrl('/send'));
  await connectTestWallet(page, wallet);
  return { page, wallet };
}

const amountField = (page: Page) => page.getByRole('textbox', { name: "You're sending" });
const recipientField = (page: Page) => page.getByRole('textbox', { name: 'To' });
const review = (page: Page) =>
  page.getByRole('dialog', { name: /Review send|Confirm in|Sending|Sent|Send failed/ });

async function chooseToken(page: Page, name: RegExp) {
  await page.locator('.send-token-button').click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  await dialog.getByRole('button', { name }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function fillSend(page: Page, amount: string, recipient: string) {
  await amountField(page).fill(amount);
  await recipientField(page).fill(recipient);
}

describe('/send', () => {
  it('sends ETH: the recipient gets exactly the amount, the sender pays it plus the network cost', async () => {
    const { page, wallet } = await sendPage();
    const recipient = freshRecipient();
    const senderBefore = await chain.getBalance({ address: wallet.address });
    await fillSend(page, '1.25', recipient);
    await page.getByRole('button', { name: 'Review send' }).click();
    await expect.poll(() => review(page).textContent()).toMatch(/Network costup to [\d.]+ ETH/);
    const sign = wallet.holdNext('transaction');
    await review(page).getByRole('button', { name: 'Confirm send' }).click();
    // Never a blank wait: the sheet names what it waits for, with the amount still on screen.
    await review(page).getByText('Waiting for your signature in Test Wallet.').waitFor();
    expect(await review(page).textContent()).toContain('1.25 ETH');
    sign();
    await page.getByRole('heading', { name: 'Sent' }).waitFor();
    expect(await review(page).textContent()).toContain('1.25 ETH');
    const hash = (await review(page).locator('.review-address').nth(2).textContent()) as `0x${string}`;
    const receipt = await chain.getTransactionReceipt({ hash });
    expect(await chain.getBalance({ address: recipient })).toBe(parseEther('1.25'));
    expect(await chain.getBalance({ address: wallet.address })).toBe(
      senderBefore - parseEther('1.25') - receipt.gasUsed * receipt.effectiveGasPrice,
    );
    await page.context().close();
  });

  it('sends USDC: both balances change by exactly the amount, shown as sent', async () => {
    const { page, wallet } = await sendPage();
    const recipient = freshRecipient();
    const senderBefore = await usdcOf(wallet.address);
    await chooseToken(page, /USD ?Coin/);
    await fillSend(page, '12.345678', recipient);
    await page.getByRole('button', { name: 'Review send' }).click();
    await review(page).getByRole('button', { name: 'Confirm send' }).click();
    await page.getByRole('heading', { name: 'Sent' }).waitFor();
    expect(await review(page).textContent()).toContain('12.345678 USDC');
    expect(await usdcOf(recipient)).toBe(12_345_678n);
    expect(await usdcOf(wallet.address)).toBe(senderBefore - 12_345_678n);
    await review(page).getByRole('button', { name: 'Done' }).click();
    // The form is ready for the next send.
    await expect.poll(() => amountField(page).inputValue()).toBe('');
    await page.context().close();
  });

  it('takes the amount in USD at the Data API price', async () => {
    const { page } = await sendPage();
    await chooseToken(page, /USD ?Coin/);
    await page.getByRole('button', { name: 'Enter the amount in USD' }).click();
    await amountField(page).fill('100');
    // USDC trades near $1: $100 buys about 100 USDC.
    const other = page.getByRole('button', { name: 'Enter the amount in USDC' });
    await expect.poll(() => other.textContent()).toMatch(/^≈ (99\.\d+|100(\.\d+)?) USDC$/);
    await page.context().close();
  });

  it('a rejected signature sends nothing and says so', async () => {
    const { page, wallet } = await sendPage();
    const recipient = freshRecipient();
    const nonce = await chain.getTransactionCount({ address: wallet.address });
    const usdc = await usdcOf(wallet.address);
    await chooseToken(page, /USD ?Coin/);
    await fillSend(page, '10', recipient);
    await page.getByRole('button', { name: 'Review send' }).click();
    wallet.rejectNext('transaction');
    await review(page).getByRole('button', { name: 'Confirm send' }).click();
    await page.getByRole('heading', { name: 'Send failed' }).waitFor();
    expect(await review(page).textContent()).toContain(
      'You rejected the request in your wallet. Nothing was sent.',
    );
    expect(await usdcOf(wallet.address)).toBe(usdc);
    expect(await usdcOf(recipient)).toBe(0n);
    expect(await chain.getTransactionCount({ address: wallet.address })).toBe(nonce);
    await page.context().close();
  });

  it('refuses more than the balance, before anything reaches the wallet', async () => {
    const { page, wallet } = await sendPage();
    const recipient = freshRecipient();
    const usdc = await usdcOf(wallet.address);
    await chooseToken(page, /USD ?Coin/);
    await fillSend(page, String(Number(usdc / 1_000_000n) + 1), recipient);
    const button = page.getByRole('button', { name: 'Insufficient USDC balance' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    expect(wallet.requests).not.toContain('eth_sendTransaction');
    expect(await usdcOf(wallet.address)).toBe(usdc);
    await page.context().close();
  });

  it('checks the recipient: a wrong checksum and a non-address get clear words', async () => {
    const { page } = await sendPage();
    await amountField(page).fill('1');
    const typo = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8';
    await recipientField(page).fill(typo);
    await expect
      .poll(() => page.locator('#send-recipient-note').textContent())
      .toContain('do not match its checksum');
    expect(await page.getByRole('button', { name: 'Enter a valid address' }).isDisabled()).toBe(true);
    await recipientField(page).fill('not an address');
    await expect
      .poll(() => page.locator('#send-recipient-note').textContent())
      .toContain('40 hex characters');
    await recipientField(page).fill(typo.toLowerCase());
    await expect
      .poll(() => page.locator('#send-recipient-note').textContent())
      .toBe('Sending to 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 (your own address)');
    await page.context().close();
  });

  it('says the chain is unreachable when the page cannot reach its RPC, and sends nothing', async () => {
    const { page, wallet } = await sendPage();
    const recipient = freshRecipient();
    await fillSend(page, '1', recipient);
    await page.getByRole('button', { name: 'Review send' }).waitFor();
    // From here the browser's own requests to the chain fail, as when the node is down.
    await page.route(`${rpcUrl}/**`, (route) => route.abort('connectionrefused'));
    await page.route(rpcUrl, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Review send' }).click();
    await expect
      .poll(() => review(page).textContent(), { timeout: 15_000 })
      .toContain('The chain is not answering');
    expect(await review(page).getByRole('button', { name: 'Confirm send' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Chain unreachable' }).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('A send needs the chain');
    expect(await chain.getBalance({ address: recipient })).toBe(0n);
    expect(wallet.requests).not.toContain('eth_sendTransaction');
    await page.context().close();
  });

  it('asks to connect first, and opens the wallet picker from the page', async () => {
    const page = await openPage(browser);
    await installTestWallet(page, { rpcUrl });
    await page.goto(siteUrl('/send'));
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor();
    await page.context().close();
  });

  it('answers crawlers with 200 and the default preview tags (those of /explore)', async () => {
    const tags = async (path: string) => {
      const response = await fetch(siteUrl(path), { headers: { 'user-agent': 'Twitterbot/1.0' } });
      const html = await response.text();
      const tag = (property: string) =>
        html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];
      return { status: response.status, title: tag('og:title'), image: tag('og:image') };
    };
    const send = await tags('/send');
    const explore = await tags('/explore');
    expect(send.status).toBe(200);
    expect(send.title).toBeTruthy();
    expect(send.image).toMatch(/\.png$/);
    expect({ title: send.title, image: send.image }).toEqual({ title: explore.title, image: explore.image });
  });

  it('works offline from the service worker, and says a send needs the chain', async () => {
    const profile = await mkdtemp(join(tmpdir(), 'send-offline-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(siteUrl('/send'));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 20_000,
      });
      await page.reload({ waitUntil: 'networkidle' });
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Send' }).waitFor();
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toContain('a send needs the chain');
      expect(await page.getByRole('button', { name: 'Offline: a send needs the chain' }).isDisabled()).toBe(
        true,
      );
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
