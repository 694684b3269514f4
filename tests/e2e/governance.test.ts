import type { Browser, Page } from 'playwright-core';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  zeroAddress,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { FIRST_ANSWER_SLOT_ATTRIBUTE, FIRST_ANSWER_SLOTS } from '../../data/firstAnswers.ts';
import { DEV_ACCOUNT_PRIVATE_KEY } from '../../devChain/devAccount.ts';
import { topUp } from '../../devChain/faucet.ts';
import { governorAlphaAbi, uniVotesAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../../protocol/protocolAddresses.ts';
import { defineLocalChain } from '../../wallet/localChain.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { saveScreens } from './saveScreens.ts';
import { secondLocalChain } from './secondChain.ts';
import {
  connectTestWallet,
  installTestWallet,
  type TestWallet,
  type TestWalletOptions,
} from './testWallet.ts';

/**
 * Governance end to end in Chromium with the injected test wallet, on a fresh account: delegate,
 * create a proposal of two treasury transfers, vote, mine past the voting period, queue, move past the
 * Timelock's delay, execute, and see the transfers on chain. Bad input is said and changes nothing.
 * With `GOV_SHOTS=<dir>`, the pages are saved at desktop and 390 px, light and dark.
 */
const SHOTS = process.env.GOV_SHOTS;
const rpcUrl = chainRpcUrlFrom(process.env);
const chain = createPublicClient({ transport: http(rpcUrl) });
/** Past the governor's quorum (40 M) and proposal threshold (10 M): this account carries a proposal alone. */
const VOTING_UNI = parseEther('45000000');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const uniOf = (owner: Address) =>
  chain.readContract({ address: A.uni, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
const proposalCount = () =>
  chain.readContract({ address: A.governorAlpha, abi: governorAlphaAbi, functionName: 'proposalCount' });

/** A fresh account with ETH and UNI (from the dev account, which starts with 50 M), connected on `path`. */
async function governancePage(
  path: string,
  walletOptions: Pick<TestWalletOptions, 'otherChains'> = {},
  uni = VOTING_UNI,
): Promise<{ page: Page; wallet: TestWallet }> {
  const privateKey = generatePrivateKey();
  const account = privateKeyToAccount(privateKey);
  await topUp(rpcUrl, account.address, { eth: parseEther('10'), tokens: [] });
  const dev = createWalletClient({
    account: privateKeyToAccount(DEV_ACCOUNT_PRIVATE_KEY),
    chain: defineLocalChain(rpcUrl),
    transport: http(rpcUrl),
  });
  const hash = await dev.writeContract({
    address: A.uni,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account.address, uni],
  });
  await chain.waitForTransactionReceipt({ hash });
  const page = await openPage(browser);
  const wallet = await installTestWallet(page, { rpcUrl, privateKey, ...walletOptions });
  await page.goto(siteUrl(path));
  await connectTestWallet(page, wallet);
  return { page, wallet };
}

describe('governance', () => {
  it('delegates, proposes, votes, queues and executes: the treasury pays on chain', async () => {
    const { page, wallet } = await governancePage('/vote');
    const power = page.getByTestId('voting-power');
    await expect.poll(() => power.textContent()).toContain('45,000,000 UNI');
    expect(await page.getByTestId('voting-power-votes').textContent()).toBe('0 UNI');

    // A bad delegate address is said, and nothing is sent.
    await power.getByLabel('Or delegate to an address').fill('0x1234');
    await power.getByRole('button', { name: 'Delegate', exact: true }).click();
    await power
      .getByRole('alert')
      .getByText(/Enter the address to delegate to/)
      .waitFor();
    expect(
      await chain.readContract({
        address: A.uni,
        abi: uniVotesAbi,
        functionName: 'delegates',
        args: [wallet.address],
      }),
    ).toBe(zeroAddress);

    await power.getByRole('button', { name: 'Delegate to yourself' }).click();
    await page.getByTestId('governance-confirmed').waitFor();
    await expect.poll(() => page.getByTestId('voting-power-votes').textContent()).toBe('45,000,000 UNI');
    expect(await page.getByTestId('delegated-to').textContent()).toBe('Yourself');
    await saveScreens(page, SHOTS, 'vote');

    // Bad input on the form: each problem in words, no proposal made.
    await page.goto(siteUrl('/create-proposal'));
    await expect.poll(() => page.getByTestId('proposer-power').textContent()).toContain('45,000,000 UNI');
    const before = await proposalCount();
    await page.getByLabel('Action 1: recipient').fill('0xnot-an-address');
    await page.getByLabel('Amount of UNI').fill('0');
    await page.getByRole('button', { name: 'Submit proposal' }).click();
    const problems = page.getByTestId('proposal-problems');
    await problems.waitFor();
    expect(await problems.textContent()).toContain('Give the proposal a title.');
    expect(await problems.textContent()).toContain('the recipient must be an address');
    expect(await problems.textContent()).toContain('enter an amount of UNI greater than 0.');
    expect(await proposalCount()).toBe(before);

    const recipients = [0, 1].map(() => privateKeyToAccount(generatePrivateKey()).address);
    await page.getByLabel('Title').fill('Fund two <b>grants</b>');
    await page
      .getByLabel('Description (Markdown)')
      .fill(
        'Pay **two** teams.\n\n<script>window.pwned = true</script>\n\nSee [the forum](https://gov.uniswap.org/t/1) and [this](javascript:window.pwned=true).',
      );
    await page.getByLabel('Action 1: recipient').fill(recipients[0] as string);
    await page.getByLabel('Amount of UNI').fill('1000');
    await page.getByRole('button', { name: 'Add an action' }).click();
    await page.getByLabel('Action 2: recipient').fill(recipients[1] as string);
    await page.getByLabel('Amount of UNI').nth(1).fill('250.5');
    await saveScreens(page, SHOTS, 'create-proposal', { fullPage: true });
    // The governor counts votes as of the block before a proposal: a delegation just made counts from
    // the next block on, which the page says (on the local chain, a block is mined on request).
    await page.getByRole('button', { name: 'Submit proposal' }).click();
    await page
      .getByRole('alert')
      .getByText(/your delegation counts from the next block on/)
      .waitFor();
    expect(await proposalCount()).toBe(before);
    await page.getByRole('button', { name: 'Mine a block' }).click();
    // Gone once the page has read the votes that count now (its label changes while it mines).
    await page.getByTestId('dev-clock').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Submit proposal' }).click();
    const created = page.getByTestId('created-proposal');
    await page.getByTestId('governance-confirmed').or(page.getByRole('alert')).first().waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    expect(await proposalCount()).toBe(before + 1n);
    await created.click();
    await page
      .getByRole('link', { name: /Fund two <b>grants<\/b>/ })
      .first()
      .click();

    const state = page.getByTestId('proposal-state');
    await page.getByRole('heading', { name: 'Fund two <b>grants</b>', level: 1 }).waitFor();
    // The page's first bytes, before any script: the edge fills in its title and first paragraph, escaped.
    const raw = await (await fetch(page.url())).text();
    const filled = (slot: string, text: string) => `${FIRST_ANSWER_SLOT_ATTRIBUTE}="${slot}">${text}</span>`;
    expect(raw).toContain(filled(FIRST_ANSWER_SLOTS.proposalTitle, 'Fund two &lt;b&gt;grants&lt;/b&gt;'));
    expect(raw).toContain(filled(FIRST_ANSWER_SLOTS.proposalSummary, 'Pay two teams.'));
    expect(raw).not.toContain('<b>grants</b>');
    await expect.poll(() => state.textContent()).toBe('Pending');
    const description = page.locator('.proposal-description');
    expect(await description.locator('strong').textContent()).toBe('two');
    expect(await description.textContent()).toContain('<script>window.pwned = true</script>');
    expect(await description.locator('script').count()).toBe(0);
    expect(await description.getByRole('link').count()).toBe(1);
    expect(await description.getByRole('link', { name: 'the forum' }).getAttribute('rel')).toContain(
      'noopener',
    );
    // The actions' decoder loads beside the proposal, not before it: wait for the list.
    await page.getByTestId('proposal-actions').locator('li').first().waitFor();
    const actions = await page.getByTestId('proposal-actions').locator('li').allTextContents();
    expect(actions).toEqual([
      `Transfer 1,000 UNI from the treasury to ${recipients[0]?.slice(0, 6)}…${recipients[0]?.slice(-4)}`,
      `Transfer 250.5 UNI from the treasury to ${recipients[1]?.slice(0, 6)}…${recipients[1]?.slice(-4)}`,
    ]);

    await page.getByRole('button', { name: 'Mine to the start of voting' }).click();
    await expect.poll(() => state.textContent(), { timeout: 20_000 }).toBe('Active');
    await page.getByRole('button', { name: 'Vote for' }).click();
    await page.getByTestId('own-vote').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('votes-for').textContent()).toBe('45,000,000 UNI');
    await expect.poll(() => page.locator('.proposal-voters').textContent()).toContain('For');
    await saveScreens(page, SHOTS, 'proposal-active', { fullPage: true });

    await page.getByRole('button', { name: /Mine to the end of voting/ }).click();
    await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('Succeeded');
    await page.getByRole('button', { name: 'Queue' }).click();
    await expect.poll(() => state.textContent(), { timeout: 20_000 }).toBe('Queued');
    await page.getByRole('button', { name: 'Move the clock past the Timelock’s delay' }).click();
    await page.getByRole('button', { name: 'Execute' }).click();
    await expect.poll(() => state.textContent(), { timeout: 20_000 }).toBe('Executed');
    expect(await uniOf(recipients[0] as Address)).toBe(parseEther('1000'));
    expect(await uniOf(recipients[1] as Address)).toBe(parseEther('250.5'));
    await saveScreens(page, SHOTS, 'proposal-executed', { fullPage: true });
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
  }, 240_000);

  it('asks a wallet on another chain to switch to governance’s before it signs; declined, nothing is sent', async () => {
    const second = secondLocalChain();
    if (!second) return;
    // A little UNI: the dev account's 50 M mostly went to the test above.
    const { page, wallet } = await governancePage('/vote', { otherChains: [second] }, parseEther('1000'));
    const power = page.getByTestId('voting-power');
    await expect.poll(() => power.textContent()).toContain('1,000 UNI');
    const delegate = () =>
      chain.readContract({
        address: A.uni,
        abi: uniVotesAbi,
        functionName: 'delegates',
        args: [wallet.address],
      });

    await wallet.switchChain(second.id);
    wallet.rejectNext('switchChain');
    await power.getByRole('button', { name: 'Delegate to yourself' }).click();
    await page.getByText(/Your wallet stayed on another network: this goes to .+, so switch to it/).waitFor();
    await saveScreens(page, SHOTS, 'vote-switch-declined');
    expect(wallet.chainId).toBe(second.id);
    expect(wallet.requests).not.toContain('eth_sendTransaction');
    expect(await delegate()).toBe(zeroAddress);

    await power.getByRole('button', { name: 'Delegate to yourself' }).click();
    await page.getByTestId('governance-confirmed').waitFor();
    expect(wallet.chainId).toBe(defineLocalChain(rpcUrl).id);
    expect(await delegate()).toBe(wallet.address);
  });

  it('says an unknown proposal is not there', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/vote/0/99999'));
    await page.getByRole('heading', { name: 'No such proposal' }).waitFor();
    await saveScreens(page, SHOTS, 'proposal-missing');
  });
});
