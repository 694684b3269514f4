import type { Browser, Page } from 'playwright-core';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPercentMagnitude } from '../../components/formatNumbers.ts';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { createDataApiClient } from '../../data/client.ts';
import { graphql } from '../../data/graphql.ts';
import { MultiplePortfolioBalances } from '../../data/operations/portfolioBalances.ts';
import { PORTFOLIO_CHAINS } from '../../data/portfolioVariables.ts';
import { USD_DISPLAY } from '../../money/displayCurrency.ts';
import { formatUsd } from '../../money/formatMoney.ts';
import { dataApiUrl } from '../../scripts/dataApiProcess.ts';
import { holdScripts, launchBrowser, openPage, siteUrl } from './browser.ts';
import { openSwapPage, swapTestChain, TOKENS, untilSwapSettles } from './swapSession.ts';
import {
  accountButton,
  connectTestWallet,
  installTestWallet,
  TEST_WALLET_PRIVATE_KEY,
} from './testWallet.ts';

const dataApi = createDataApiClient({ url: dataApiUrl() });

/** Accounts the Data API itself names (the latest traders of Ethereum's V3 pools). */
const RecentTraders = graphql(`
  query RecentTraders {
    v3Transactions(chain: ETHEREUM, first: 40) {
      account
    }
  }
`);

/** What the Tokens tab must show for `owner`: the Data API's answer with or without hidden balances. */
async function balancesOf(owner: string, includeHidden: boolean) {
  const data = await dataApi.request(MultiplePortfolioBalances, {
    ownerAddresses: [owner],
    chains: PORTFOLIO_CHAINS,
    valueModifiers: [
      { ownerAddress: owner, includeSpamTokens: includeHidden, includeSmallBalances: includeHidden },
    ],
  });
  const portfolio = data.portfolios?.[0];
  if (!portfolio) throw new Error(`no portfolio for ${owner}`);
  return portfolio;
}

let browser: Browser;
/** A real holder with visible tokens on several chains and hidden (spam or small) ones besides. */
let owner: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const { v3Transactions } = await dataApi.request(RecentTraders, {});
  for (const account of new Set((v3Transactions ?? []).map((t) => t?.account.toLowerCase()))) {
    if (!account) continue;
    const [shown, all] = await Promise.all([balancesOf(account, false), balancesOf(account, true)]);
    const chains = new Set(shown.tokenBalances?.map((b) => b?.token?.chain));
    if (chains.size >= 2 && (all.tokenBalances?.length ?? 0) > (shown.tokenBalances?.length ?? 0)) {
      owner = account;
      break;
    }
  }
  if (!owner) throw new Error('no trader with tokens on several chains and hidden balances');
}, 60_000);
afterAll(() => browser?.close());

async function portfolioPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await openPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The service worker is kept out of tests (browser.ts): its failed registration is expected.
    if (message.type() === 'error' && !message.text().includes('fetching the script'))
      errors.push(message.text());
  });
  await page.goto(siteUrl(path));
  return { page, errors };
}

const rows = (page: Page) => page.getByTestId('portfolio-token-row');

describe('/portfolio/{address}', () => {
  it('shows the total and the daily change the Data API gives, and every balance by value', async () => {
    const expected = await balancesOf(owner, false);
    const { page, errors } = await portfolioPage(`/portfolio/${owner}`);
    const total = expected.tokensTotalDenominatedValue?.value ?? 0;
    const change = expected.tokensTotalDenominatedValueChange;
    await expect
      .poll(() => page.getByTestId('portfolio-total').textContent())
      .toBe(formatUsd(total, USD_DISPLAY));
    const changeText = (await page.getByTestId('portfolio-change').textContent()) ?? '';
    expect(changeText).toContain(formatUsd(Math.abs(change?.absolute?.value ?? 0), USD_DISPLAY));
    expect(changeText).toContain(formatPercentMagnitude(change?.percentage?.value ?? 0));
    expect(changeText.startsWith((change?.absolute?.value ?? 0) < 0 ? '−' : '+')).toBe(true);

    const balances = (expected.tokenBalances ?? []).filter((b) => b !== null);
    await expect.poll(() => rows(page).count()).toBe(balances.length);
    const byValue = [...balances].sort(
      (a, b) => (b.denominatedValue?.value ?? 0) - (a.denominatedValue?.value ?? 0),
    );
    const shownValues = await rows(page).locator('.portfolio-balance > span:first-child').allTextContents();
    expect(shownValues).toEqual(byValue.map((b) => formatUsd(b.denominatedValue?.value, USD_DISPLAY)));
    // Each row links to its token page; Ethereum rows (the local chain trades them) also to /swap.
    const first = byValue[0]?.token;
    const firstRow = rows(page).first();
    expect(await firstRow.locator('a').first().getAttribute('href')).toMatch(
      new RegExp(`^/explore/tokens/${first?.chain.toLowerCase()}/`),
    );
    const ethereumRow = rows(page)
      .filter({ has: page.getByRole('link', { name: /^Swap / }) })
      .first();
    if (balances.some((b) => b.token?.chain === 'ETHEREUM')) {
      expect(await ethereumRow.getByRole('link', { name: /^Swap / }).getAttribute('href')).toMatch(
        /^\/swap\?chain=ethereum&inputCurrency=/,
      );
    }
    // Several chains: rows of other chains name theirs.
    expect(new Set(balances.map((b) => b.token?.chain)).size).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('paints the total with the page, before any script, and keeps it through hydration', async () => {
    const total = formatUsd(
      (await balancesOf(owner, false)).tokensTotalDenominatedValue?.value ?? 0,
      USD_DISPLAY,
    );
    const page = await openPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = await holdScripts(page);
    await page.goto(siteUrl(`/portfolio/${owner}`), { waitUntil: 'domcontentloaded' });
    // The edge's first answer: the skeleton carries the total while no script has run.
    expect(await page.locator('.portfolio-total').textContent()).toBe(total);
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { totalsSeen: seen });
      new MutationObserver(() => {
        const shown = document.querySelector('.portfolio-total');
        seen.push(shown?.querySelector('.skeleton') ? 'skeleton' : (shown?.textContent ?? 'none'));
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    scripts.release();
    await page.getByTestId('portfolio-token-row').first().waitFor({ timeout: 20_000 });
    // Hydration took the answer over: never a skeleton or another figure in between.
    const seen = await page.evaluate(() => (window as unknown as { totalsSeen: string[] }).totalsSeen);
    expect(new Set(seen)).toEqual(new Set([total]));
    expect(await page.getByTestId('portfolio-total').textContent()).toBe(total);
    expect(errors).toEqual([]);
  });

  it('hides spam and small balances until asked, then shows them marked', async () => {
    const [shown, all] = await Promise.all([balancesOf(owner, false), balancesOf(owner, true)]);
    const { page, errors } = await portfolioPage(`/portfolio/${owner}/tokens`);
    await expect.poll(() => rows(page).count()).toBe(shown.tokenBalances?.length);
    await page.getByRole('button', { name: 'Show spam and small balances' }).click();
    await expect.poll(() => rows(page).count()).toBe(all.tokenBalances?.length);
    const hidden = all.tokenBalances?.filter((b) => b?.isHidden).length ?? 0;
    expect(hidden).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="portfolio-token-row"][data-hidden="true"]').count()).toBe(
      hidden,
    );
    await page.getByRole('button', { name: 'Hide spam and small balances' }).click();
    await expect.poll(() => rows(page).count()).toBe(shown.tokenBalances?.length);
    // The header's total never counts hidden balances.
    expect(await page.getByTestId('portfolio-total').textContent()).toBe(
      formatUsd(shown.tokensTotalDenominatedValue?.value ?? 0, USD_DISPLAY),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('renders the four activity kinds, pending first', async () => {
    const { page, errors } = await portfolioPage(`/portfolio/${owner}/activity`);
    const activity = page.getByTestId('activity-row');
    await expect.poll(() => activity.count(), { timeout: 15_000 }).toBeGreaterThan(10);
    const kinds = await activity.evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
    expect(new Set(kinds)).toEqual(new Set(['transaction', 'swap-order', 'on-ramp', 'off-ramp']));
    const first = await activity.first().textContent();
    expect(first).toMatch(/Pending|Open/);
    for (const word of ['Swapped', 'Sent', 'Received', 'Approved', 'Bought', 'Sold']) {
      expect(await activity.filter({ hasText: word }).count(), word).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says clearly when the URL does not hold an address', async () => {
    const { page, errors } = await portfolioPage('/portfolio/0x1234-not-an-address/activity');
    await page.getByRole('heading', { name: 'Not an address' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('0x1234-not-an-address');
    // The way out: an address field that takes a real address to its portfolio.
    await page.getByRole('textbox', { name: 'Wallet address' }).fill(owner);
    await page.getByRole('button', { name: 'View portfolio' }).click();
    await page.waitForURL(siteUrl(`/portfolio/${owner}/tokens`));
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers to connect or enter an address without a wallet, and says when DeFi is empty', async () => {
    const { page, errors } = await portfolioPage('/portfolio');
    await page.getByRole('button', { name: 'Connect wallet' }).first().waitFor();
    await page.getByRole('textbox', { name: 'Wallet address' }).fill('0x123');
    await page.getByRole('button', { name: 'View portfolio' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('40 hexadecimal');
    // A fresh address: which of the Data API's traders hold positions depends on what earlier files did.
    const nobody = privateKeyToAccount(generatePrivateKey()).address;
    await page.goto(siteUrl(`/portfolio/${nobody}/defi`));
    await page
      .getByText('This address holds no liquidity positions.')
      .waitFor()
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nThe DeFi tab shows: ${await page.locator('main').textContent()}`);
      });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/portfolio with a wallet', () => {
  it('shows the connected wallet’s portfolio once it connects, and the account menu links to it', async () => {
    const rpcUrl = chainRpcUrlFrom(process.env);
    const page = await openPage(browser);
    const wallet = await installTestWallet(page, { rpcUrl });
    await page.goto(siteUrl('/portfolio'));
    await page.getByRole('button', { name: 'Connect wallet' }).first().waitFor();
    await connectTestWallet(page, wallet);
    const owner = wallet.address.toLowerCase();
    await page.getByRole('heading', { name: /^Your portfolio · / }).waitFor();
    const expected = await balancesOf(owner, false);
    await expect
      .poll(() => page.getByTestId('portfolio-total').textContent())
      .toBe(formatUsd(expected.tokensTotalDenominatedValue?.value ?? 0, USD_DISPLAY));
    // The wallet's tabs stay on the wallet's own URLs.
    expect(await page.getByRole('link', { name: 'Activity' }).getAttribute('href')).toBe(
      '/portfolio/activity',
    );
    await accountButton(page, wallet.address).click();
    expect(await page.getByRole('link', { name: 'View portfolio' }).getAttribute('href')).toBe('/portfolio');
    await page.context().close();
  });
});

describe('live activity', () => {
  const account = privateKeyToAccount(TEST_WALLET_PRIVATE_KEY).address;
  let chain: Awaited<ReturnType<typeof swapTestChain>>;
  beforeAll(async () => {
    chain = await swapTestChain(account);
  }, 60_000);
  afterAll(() => chain?.stop());

  it('shows a swap made through /swap on the Activity tab without a reload', async () => {
    const { page: activity, errors } = await portfolioPage(`/portfolio/${account.toLowerCase()}/activity`);
    await activity.locator('[data-testid="activity-live"][data-state="live"]').waitFor({ timeout: 15_000 });
    await activity.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const { page: swap } = await openSwapPage(
      browser,
      `/swap?inputCurrency=ETH&outputCurrency=${TOKENS.USDC as Address}&value=0.5&field=input`,
      chain.url,
    );
    const button = swap.getByTestId('swap-button');
    await expect.poll(() => button.textContent(), { timeout: 20_000 }).toMatch(/^Review/);
    await button.click();
    await swap
      .getByRole('dialog', { name: /^Review/ })
      .getByRole('button', { name: /^Swap$/ })
      .click();
    await untilSwapSettles(swap);
    const confirmedAt = Date.now();
    const hash = (await swap.getByTestId('swap-tx-hash').textContent()) as string;

    const row = activity.locator(`[data-testid="activity-row"]:has(a[href$="${hash}"])`);
    await row.waitFor({ timeout: 10_000 });
    const shownAfterMs = Date.now() - confirmedAt;
    console.info(`swap on screen in Activity ${shownAfterMs} ms after /swap showed it confirmed`);
    expect(await row.textContent()).toMatch(/Swapped.*ETH for [\d.,]+[KMB]? USDC/);
    expect(await activity.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    expect(shownAfterMs).toBeLessThan(2_000);
    expect(errors).toEqual([]);
    await swap.context().close();
    await activity.context().close();
  });
});
