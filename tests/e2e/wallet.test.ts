import type { Browser, Page } from 'playwright-core';
import { createPublicClient, http, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { DEV_ACCOUNT_ADDRESS } from '../../devChain/devAccount.ts';
import { topUp } from '../../devChain/faucet.ts';
import { LOCAL_CHAIN_ID } from '../../protocol/protocolAddresses.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { accountButton, connectTestWallet, installTestWallet, TEST_WALLET_INFO } from './testWallet.ts';

const rpcUrl = chainRpcUrlFrom(process.env);
const chain = createPublicClient({ transport: http(rpcUrl) });
/** Hardhat account #2: the account a person switches to inside their wallet. */
const OTHER_ACCOUNT_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const topBar = (page: Page) => page.getByRole('banner');
const picker = (page: Page) => page.getByRole('dialog', { name: 'Connect a wallet' });

describe('wallet connection', () => {
  it('connects through EIP-6963 discovery: the picker lists the announced wallet with its icon', async () => {
    const page = await openPage(browser);
    const wallet = await installTestWallet(page, { rpcUrl });
    await page.goto(siteUrl('/'));
    await topBar(page).getByRole('button', { name: 'Connect', exact: true }).click();
    const option = picker(page).getByRole('button', { name: TEST_WALLET_INFO.name });
    await option.waitFor();
    expect(await option.locator('img').getAttribute('src')).toBe(TEST_WALLET_INFO.icon);
    await option.click();
    await accountButton(page, wallet.address).waitFor();
    expect(wallet.connected).toBe(true);
    // wagmi's injected connector asks for the permission first, as real wallets expect.
    expect(wallet.requests).toContain('wallet_requestPermissions');
    expect(await picker(page).count()).toBe(0);
    await page.context().close();
  });

  it('shows the ETH balance the chain holds in the account menu', async () => {
    const page = await openPage(browser);
    const wallet = await installTestWallet(page, { rpcUrl });
    await topUp(rpcUrl, wallet.address, { eth: parseEther('1234'), tokens: [] });
    const balance = await chain.getBalance({ address: wallet.address });
    await page.goto(siteUrl('/'));
    await connectTestWallet(page, wallet);
    await accountButton(page, wallet.address).click();
    const menu = page.getByRole('dialog', { name: 'Account' });
    await expect.poll(() => menu.textContent()).toContain(`${formatTokenAmount(balance, 18)} ETH`);
    await expect.poll(() => menu.textContent()).toMatch(/Portfolio value\$[\d,.]+[KMB]?/);
    await page.context().close();
  });

  it('disconnects, and stays disconnected after a reload', async () => {
    const page = await openPage(browser);
    const wallet = await installTestWallet(page, { rpcUrl });
    await page.goto(siteUrl('/'));
    await connectTestWallet(page, wallet);
    await accountButton(page, wallet.address).click();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await topBar(page).getByRole('button', { name: 'Connect', exact: true }).waitFor();
    expect(wallet.requests).toContain('wallet_revokePermissions');
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await accountButton(page, wallet.address).count()).toBe(0);
    expect(await topBar(page).getByRole('button', { name: 'Connect', exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('reconnects after a reload without asking again', async () => {
    const page = await openPage(browser);
    const wallet = await installTestWallet(page, { rpcUrl });
    await page.goto(siteUrl('/explore/pools'));
    await connectTestWallet(page, wallet);
    const asked = wallet.requests.filter((m) => m === 'wallet_requestPermissions').length;
    await page.reload();
    await accountButton(page, wallet.address).waitFor();
    expect(wallet.requests.filter((m) => m === 'wallet_requestPermissions').length).toBe(asked);
    await page.context().close();
  });

  it('follows an account switched inside the wallet', async () => {
    const page = await openPage(browser);
    const wallet = await installTestWallet(page, { rpcUrl });
    await page.goto(siteUrl('/'));
    await connectTestWallet(page, wallet);
    const first = wallet.address;
    await wallet.switchAccount(OTHER_ACCOUNT_KEY);
    expect(wallet.address).not.toBe(first);
    await accountButton(page, wallet.address).waitFor();
    await page.context().close();
  });

  it('warns on the wrong network and switches with one button (adding the chain the wallet lacks)', async () => {
    const page = await openPage(browser);
    const wallet = await installTestWallet(page, { rpcUrl, chainId: 1, knownChainIds: [1] });
    await page.goto(siteUrl('/'));
    await connectTestWallet(page, wallet);
    const warning = page.getByRole('alert').filter({ hasText: 'Wrong network' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('chain id 1');
    await warning.getByRole('button', { name: 'Switch to Local Ethereum' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(wallet.chainId).toBe(LOCAL_CHAIN_ID);
    // The wallet did not know the chain (4902), so the app added it.
    expect(wallet.requests).toEqual(
      expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
    );
    await page.context().close();
  });

  it('keeps the warning and says so when the switch is rejected', async () => {
    const page = await openPage(browser);
    const wallet = await installTestWallet(page, { rpcUrl, chainId: 1 });
    await page.goto(siteUrl('/'));
    await connectTestWallet(page, wallet);
    wallet.rejectNext('switchChain');
    const warning = page.getByRole('alert').filter({ hasText: 'Wrong network' });
    await warning.getByRole('button', { name: 'Switch to Local Ethereum' }).click();
    await expect.poll(() => warning.textContent()).toContain('You rejected the request');
    expect(wallet.chainId).toBe(1);
    await page.context().close();
  });

  it('offers the clearly labelled dev wallet on the local chain: connects the dev account, reconnects after a reload, tops up', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/'));
    await topBar(page).getByRole('button', { name: 'Connect', exact: true }).click();
    await expect
      .poll(() => picker(page).textContent())
      .toMatch(/For development on Local Ethereum( and Local Base)? only/);
    await picker(page)
      .getByRole('button', { name: /Dev wallet \(local chain\)/ })
      .click();
    await accountButton(page, DEV_ACCOUNT_ADDRESS).waitFor();
    await page.reload();
    await accountButton(page, DEV_ACCOUNT_ADDRESS).click();
    await page.getByRole('button', { name: 'Top up' }).click();
    await page.getByRole('button', { name: 'Topped up' }).waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it('loads no wallet code on a page that does not trade until Connect is clicked', async () => {
    const page = await openPage(browser);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto(siteUrl('/explore/tokens/ethereum'), { waitUntil: 'networkidle' });
    const wagmiLoaded = () => scripts.some((source) => source.includes('eip6963:requestProvider'));
    expect(wagmiLoaded()).toBe(false);
    await topBar(page).getByRole('button', { name: 'Connect', exact: true }).click();
    await picker(page).waitFor();
    expect(wagmiLoaded()).toBe(true);
    await page.context().close();
  });
});
