import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { privateKeyToAccount } from 'viem/accounts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { launchBrowser, openPage, siteUrl, untilHydrated } from './browser.ts';
import { openSwapPage, swapTestChain, TOKENS } from './swapSession.ts';
import { TEST_WALLET_PRIVATE_KEY, type TestWallet } from './testWallet.ts';

/**
 * Screenshots of /swap in every state (desktop 1280x800 and mobile 390x844, light and dark) and of the
 * Swap buttons on the token and pool pages, into tests/screenshots/swap-*.png. Needs a running site
 * (`npm run serve`); starts a chain on CHAIN_PORT unless one answers there.
 */
const USDC = TOKENS.USDC as string;
const WETH = PROTOCOL_ADDRESSES.weth9;
const account = privateKeyToAccount(TEST_WALLET_PRIVATE_KEY).address;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };

let lastWallet: TestWallet | undefined;

type Scene = (open: (path: string, connect?: boolean) => Promise<Page>) => Promise<Page>;

const SCENES: Record<string, Scene> = {
  empty: (open) => open('/swap', false),
  quoted: async (open) => {
    const page = await open(`/swap?inputCurrency=ETH&outputCurrency=${USDC}&value=1`, false);
    await page.getByTestId('swap-route').waitFor();
    return page;
  },
  review: async (open) => {
    const page = await open(`/swap?inputCurrency=ETH&outputCurrency=${USDC}&value=1`);
    await untilButton(page, /^Review/);
    await page.getByTestId('swap-button').click();
    await page.getByRole('dialog', { name: /^Review/ }).waitFor();
    return page;
  },
  confirmed: async (open) => {
    const page = await open(`/swap?inputCurrency=ETH&outputCurrency=${USDC}&value=0.1`);
    await untilButton(page, /^Review/);
    await page.getByTestId('swap-button').click();
    await page
      .getByRole('dialog', { name: /^Review/ })
      .getByRole('button', { name: 'Swap' })
      .click();
    await page.getByTestId('swap-confirmed').waitFor();
    return page;
  },
  pending: async (open) => {
    const page = await open(`/swap?inputCurrency=ETH&outputCurrency=${USDC}&value=0.1`);
    await untilButton(page, /^Review/);
    await page.getByTestId('swap-button').click();
    // The chain holds the transaction in its mempool until told to mine: the pending state stays up.
    await chain.client.request({ method: 'evm_setAutomine' as never, params: [false] as never });
    await page
      .getByRole('dialog', { name: /^Review/ })
      .getByRole('button', { name: 'Swap' })
      .click();
    await page.getByTestId('swap-tx-hash').waitFor();
    return page;
  },
  failed: async (open) => {
    const page = await open(`/swap?inputCurrency=ETH&outputCurrency=${USDC}&value=0.1`);
    await untilButton(page, /^Review/);
    lastWallet?.rejectNext('transaction');
    await page.getByTestId('swap-button').click();
    await page
      .getByRole('dialog', { name: /^Review/ })
      .getByRole('button', { name: 'Swap' })
      .click();
    await page.getByTestId('swap-failed').waitFor();
    return page;
  },
  insufficient: async (open) => {
    const page = await open(`/swap?inputCurrency=${USDC}&outputCurrency=${WETH}&value=900000000`);
    await untilButton(page, /^Insufficient/);
    return page;
  },
  'no-route': async (open) => {
    const page = await open(`/swap?inputCurrency=${TOKENS.SHIB}&outputCurrency=${USDC}&value=1000`);
    await page.getByTestId('swap-error').waitFor();
    return page;
  },
  'token-selector': async (open) => {
    const page = await open('/swap');
    await page.getByRole('button', { name: /Select token \(you receive\)/ }).click();
    await page.locator('.token-row-name').first().waitFor();
    await page.waitForTimeout(600);
    return page;
  },
  settings: async (open) => {
    const page = await open(`/swap?inputCurrency=ETH&outputCurrency=${USDC}&value=1`, false);
    await page.getByRole('button', { name: 'Swap settings' }).click();
    return page;
  },
  offline: async (open) => {
    const page = await open('/swap', false);
    await untilHydrated(page);
    await page.context().setOffline(true);
    await untilButton(page, /^You are offline/);
    return page;
  },
  'chain-unreachable': async (open) => {
    const page = await open(`/swap?inputCurrency=ETH&outputCurrency=${USDC}&value=1&unreachable`, false);
    await page.getByTestId('swap-error').waitFor();
    return page;
  },
  'token-page-button': (open) => open(`/explore/tokens/ethereum/${USDC.toLowerCase()}`, false),
  'pool-page-button': (open) =>
    open('/explore/pools/ethereum/0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640', false),
};

mkdirSync('tests/screenshots', { recursive: true });
const chain = await swapTestChain(account);
const browser = await launchBrowser();
const only = process.argv.slice(2);
try {
  for (const [name, scene] of Object.entries(SCENES)) {
    if (only.length > 0 && !only.includes(name)) continue;
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const open = async (path: string, connect = true) => {
          if (connect) {
            const opened = await openSwapPage(browser, path, chain.url, { viewport, colorScheme });
            lastWallet = opened.wallet;
            return opened.page;
          }
          const page = await openPage(browser, { viewport, colorScheme });
          if (path.includes('&unreachable'))
            await page.route(`${chain.url}/**`, (route) => route.abort('connectionrefused'));
          if (path.includes('&unreachable'))
            await page.route(chain.url, (route) => route.abort('connectionrefused'));
          await page.goto(siteUrl(path.replace('&unreachable', '')), { waitUntil: 'networkidle' });
          return page;
        };
        const page = await scene(open);
        await page.waitForTimeout(400);
        const file = `tests/screenshots/swap-${name}-${device}-${colorScheme}.png`;
        await page.screenshot({ path: file });
        await chain.client.request({ method: 'evm_setAutomine' as never, params: [true] as never });
        console.log(file);
        await page.context().close();
      }
    }
  }
} finally {
  await browser.close();
  await chain.stop();
}

async function untilButton(page: Page, label: RegExp) {
  await page.waitForFunction(
    (source) =>
      new RegExp(source).test(document.querySelector('[data-testid="swap-button"]')?.textContent ?? ''),
    label.source,
    { timeout: 20_000 },
  );
}
