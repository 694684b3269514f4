import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { createTestClient, http, parseEther, parseUnits } from 'viem';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { topUp } from '../../devChain/faucet.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { accountButton, connectTestWallet, installTestWallet } from './testWallet.ts';

/**
 * Screenshots of the wallet and of /send in each state (desktop 1280x800 and mobile 390x844, light and
 * dark) into tests/screenshots/, to look at by eye. Needs a running site with its chain (`npm run serve`).
 */
const rpcUrl = chainRpcUrlFrom(process.env);
const chain = createTestClient({ mode: 'hardhat', transport: http(rpcUrl) });
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };

mkdirSync('tests/screenshots', { recursive: true });
const browser = await launchBrowser();
try {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const shot = async (page: Page, name: string) => {
        await page.waitForTimeout(400);
        const file = `tests/screenshots/${name}-${device}-${colorScheme}.png`;
        await page.screenshot({ path: file });
        console.log(file);
      };
      const newPage = async (chainId?: number) => {
        const page = await openPage(browser, { viewport, colorScheme });
        const wallet = await installTestWallet(page, { rpcUrl, ...(chainId ? { chainId } : {}) });
        await topUp(rpcUrl, wallet.address, {
          eth: parseEther('25'),
          tokens: [{ token: USDC, amount: parseUnits('2500', 6) }],
        });
        return { page, wallet };
      };

      const account = await newPage();
      await account.page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
      await shot(account.page, 'wallet-connect-button');
      await account.page.getByRole('banner').getByRole('button', { name: 'Connect', exact: true }).click();
      await account.page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor();
      await shot(account.page, 'wallet-picker');
      await account.page.getByRole('button', { name: 'Test Wallet' }).click();
      await accountButton(account.page, account.wallet.address).click();
      await account.page.getByText(/Portfolio value\$/).waitFor();
      await shot(account.page, 'wallet-account-menu');
      await account.page.context().close();

      const wrong = await newPage(1);
      await wrong.page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
      await connectTestWallet(wrong.page, wrong.wallet);
      await wrong.page.getByRole('alert').filter({ hasText: 'Wrong network' }).waitFor();
      await shot(wrong.page, 'wallet-wrong-network');
      await wrong.page.context().close();

      const { page, wallet } = await newPage();
      const review = page.getByRole('dialog', { name: /Review send|Confirm in|Sending|Sent|Send failed/ });
      await page.goto(siteUrl('/send'), { waitUntil: 'networkidle' });
      await shot(page, 'send-disconnected');
      await connectTestWallet(page, wallet);
      await page.getByRole('button', { name: 'Enter an amount' }).waitFor();
      await shot(page, 'send-empty');
      await page.locator('.send-token-button').click();
      await page.getByRole('dialog', { name: 'Select a token' }).getByText('USDC').first().waitFor();
      await shot(page, 'send-token-select');
      await page
        .getByRole('dialog', { name: 'Select a token' })
        .getByRole('button', { name: /USD ?Coin/ })
        .click();
      await page.getByRole('textbox', { name: "You're sending" }).fill('2000000');
      await page.getByRole('textbox', { name: 'To' }).fill(RECIPIENT.replace('CdDdB6', 'cdddB6'));
      await shot(page, 'send-invalid-address');
      await page.getByRole('textbox', { name: 'To' }).fill(RECIPIENT);
      await page.getByRole('button', { name: 'Insufficient USDC balance' }).waitFor();
      await shot(page, 'send-insufficient');
      await page.getByRole('textbox', { name: "You're sending" }).fill('12.5');
      await page.getByRole('button', { name: 'Review send' }).click();
      await review.getByText(/up to .* ETH/).waitFor();
      await shot(page, 'send-review');
      const release = wallet.holdNext('transaction');
      await review.getByRole('button', { name: 'Confirm send' }).click();
      await review.getByText('Waiting for your signature in Test Wallet.').waitFor();
      await shot(page, 'send-signature');
      await chain.setAutomine(false);
      release();
      await review.getByText('Waiting for the network to confirm the transaction…').waitFor();
      await shot(page, 'send-pending');
      await chain.mine({ blocks: 1 });
      await chain.setAutomine(true);
      await page.getByRole('heading', { name: 'Sent' }).waitFor();
      await shot(page, 'send-confirmed');
      await review.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Enter an amount' }).waitFor();
      await page.getByRole('textbox', { name: "You're sending" }).fill('5');
      await page.getByRole('textbox', { name: 'To' }).fill(RECIPIENT);
      await page.getByRole('button', { name: 'Review send' }).click();
      wallet.rejectNext('transaction');
      await review.getByRole('button', { name: 'Confirm send' }).click();
      await page.getByRole('heading', { name: 'Send failed' }).waitFor();
      await shot(page, 'send-failed');
      await page.context().close();
    }
  }
} finally {
  await chain.setAutomine(true);
  await browser.close();
}
