import type { Page } from 'playwright-core';
import { type Address, createWalletClient, type Hex, http, parseAbi, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { ImportedToken } from '../../components/importedTokens.ts';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { HOSTILE_TEST_TOKENS } from '../../protocol/hostileTestTokens.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { defineLocalChain } from '../../wallet/localChain.ts';
import { openPage, siteUrl } from './browser.ts';
import { saveScreens } from './saveScreens.ts';
import { accountState, balanceOf, openSwapPage, swapTestSession, untilSwapSettles } from './swapSession.ts';
import { connectTestWallet, installTestWallet, type TestWallet } from './testWallet.ts';

/**
 * Swap and send with the local chain's hostile test tokens, as a person does: from a `/swap` link or
 * an address pasted into /send's picker, with a fresh funded account. Each either works with honest
 * numbers (the screen says what the chain then moves) or is refused before the wallet is asked, and a
 * refusal leaves balances, allowances and the nonce as they were. With `HOSTILE_SHOTS=<dir>`, each
 * refusal and fee notice is also saved there, desktop and 390 px, light and dark.
 */
const SHOTS = process.env.HOSTILE_SHOTS;
const privateKey: Hex = generatePrivateKey();
const account = privateKeyToAccount(privateKey).address;
const session = swapTestSession(account);
const WETH = PROTOCOL_ADDRESSES.weth9;
const FOT = HOSTILE_TEST_TOKENS.feeOnTransfer.address;
const REVERTING = HOSTILE_TEST_TOKENS.revertingTransfer.address;
const FALSE = HOSTILE_TEST_TOKENS.falseTransfer.address;
const REBASING = HOSTILE_TEST_TOKENS.rebasing.address;
const ZERO_DECIMALS = HOSTILE_TEST_TOKENS.zeroDecimals.address;
const BYTES32 = HOSTILE_TEST_TOKENS.bytes32Metadata.address;
const NO_METADATA = HOSTILE_TEST_TOKENS.revertingMetadata.address;
/** Words the product uses for a token whose transfer fails, wherever it refuses one. */
const TRANSFERS_FAIL = /This token's transfers fail/;
const freshRecipient = () => privateKeyToAccount(generatePrivateKey()).address;

/** A hostile token as its import warning read it; the links below name tokens this reader imported before. */
const imported = (address: Address, symbol: string | null, name: string | null, decimals: number) =>
  ({ chain: 'ETHEREUM', address, symbol, name, decimals }) satisfies ImportedToken;
const IMPORTED: ImportedToken[] = [
  imported(FOT, 'TFOT', 'Test Fee On Transfer', 18),
  imported(REVERTING, 'TREV', 'Test Reverting Transfer', 18),
  imported(FALSE, 'TFALSE', 'Test False Transfer', 18),
  imported(REBASING, 'TREB', 'Test Rebasing', 18),
  imported(ZERO_DECIMALS, 'TZERO', 'Test Zero Decimals', 0),
  imported(BYTES32, 'TB32', 'Test Bytes32 Metadata', 18),
  imported(NO_METADATA, null, null, 18),
];

const open = (path: string) =>
  openSwapPage(session.browser, path, session.chain.url, { privateKey, importedTokens: IMPORTED }).then(
    ({ page, wallet }) => ({ page, wallet }),
  );
const button = (page: Page) => page.getByTestId('swap-button');
const untilButton = (page: Page, label: RegExp) =>
  expect.poll(() => button(page).textContent(), { timeout: 20_000 }).toMatch(label);
/** Approves the input token when the button asks (a fresh account allows Permit2 nothing), then opens the review. */
async function approveThenReview(page: Page) {
  await untilButton(page, /^(Approve .+|Review swap)$/);
  if ((await button(page).textContent())?.startsWith('Approve')) {
    await button(page).click();
    await untilButton(page, /^Review swap$/);
  }
  await button(page).click();
  return page.getByRole('dialog', { name: /^Review/ });
}
/** Nothing reached the wallet that would sign or send. */
const neverAsked = (wallet: TestWallet) =>
  expect(wallet.requests.filter((method) => /sendTransaction|signTypedData/.test(method))).toEqual([]);

describe('swap a fee-on-transfer token (1 % burnt on every transfer)', () => {
  it('buys it: the screen says the fee, and what arrives is the amount reviewed, above the minimum', async () => {
    const { page } = await open(`/swap?inputCurrency=ETH&outputCurrency=${FOT}&value=0.1&field=input`);
    await expect.poll(() => page.getByTestId('swap-route').textContent()).toMatch(/^V2 · ETH → /);
    await expect
      .poll(() => page.getByTestId('swap-fee-notice').textContent())
      .toMatch(/takes a fee of 1% on every transfer/);
    await expect
      .poll(() => page.getByTestId('swap-token-fee-output').textContent())
      .toMatch(/^TFOT fee1% of every transfer · [\d.]+ TFOT never reaches you$/);
    await saveScreens(page, SHOTS, 'fee-notice-swap');
    const minimum = await page.getByTestId('swap-minimum-received').textContent();
    await untilButton(page, /^Review swap$/);
    await button(page).click();
    const review = page.getByRole('dialog', { name: /^Review/ });
    const reviewed = (await review.getByTestId('review-you-receive').textContent()) ?? '';
    await saveScreens(page, SHOTS, 'fee-notice-review');
    const before = await balanceOf(session.chain.client, account, FOT);
    await review.getByRole('button', { name: 'Swap' }).click();
    await untilSwapSettles(page);
    const arrived = (await balanceOf(session.chain.client, account, FOT)) - before;
    expect(reviewed.split(' ')[0]).toBe(formatTokenAmount(arrived, 18));
    expect(arrived).toBeGreaterThanOrEqual(
      parseUnits((minimum ?? '').split(' ')[0]?.replace(/,/g, '') ?? '', 18),
    );
    await page.context().close();
  });

  it('sells it: approval, permit and swap; what it received is what the review said', async () => {
    const { page } = await open(`/swap?inputCurrency=${FOT}&outputCurrency=${WETH}&value=25&field=input`);
    await expect
      .poll(() => page.getByTestId('swap-token-fee-input').textContent())
      .toMatch(/0\.25 \S+ never reaches the pool/);
    const review = await approveThenReview(page);
    const reviewed = (await review.getByTestId('review-you-receive').textContent()) ?? '';
    const [fotBefore, wethBefore] = await Promise.all([
      balanceOf(session.chain.client, account, FOT),
      balanceOf(session.chain.client, account, WETH),
    ]);
    await review.getByRole('button', { name: 'Swap' }).click();
    await untilSwapSettles(page);
    const received = (await balanceOf(session.chain.client, account, WETH)) - wethBefore;
    expect(reviewed).toBe(`${formatTokenAmount(received, 18)} WETH`);
    expect(fotBefore - (await balanceOf(session.chain.client, account, FOT))).toBe(parseUnits('25', 18));
    await page.context().close();
  });

  it('refuses an exact amount to receive, in words, before the wallet is asked', async () => {
    const state = await accountState(session.chain.client, account, [FOT]);
    const { page, wallet } = await open(
      `/swap?inputCurrency=ETH&outputCurrency=${FOT}&value=10&field=output`,
    );
    await expect
      .poll(() => page.getByTestId('swap-error').textContent())
      .toMatch(/takes a fee on every transfer, so no exact amount can be promised on arrival/);
    await untilButton(page, /^This swap can't be made$/);
    expect(await button(page).isDisabled()).toBe(true);
    await saveScreens(page, SHOTS, 'refused-exact-output-fee');
    neverAsked(wallet);
    expect(await accountState(session.chain.client, account, [FOT])).toEqual(state);
    await page.context().close();
  });
});

describe('swap tokens whose transfers fail', () => {
  it.each([
    ['reverting-transfer', REVERTING, /its transfer reverts/],
    ['false-transfer', FALSE, /its transfer answers false and moves nothing/],
  ])('refuses to buy the %s token before the wallet is asked', async (name, token, how) => {
    const state = await accountState(session.chain.client, account, [token]);
    const { page, wallet } = await open(
      `/swap?inputCurrency=ETH&outputCurrency=${token}&value=0.1&field=input`,
    );
    const error = page.getByTestId('swap-error');
    await expect.poll(() => error.textContent()).toMatch(TRANSFERS_FAIL);
    expect(await error.textContent()).toMatch(how);
    await untilButton(page, /^This swap can't be made$/);
    expect(await button(page).isDisabled()).toBe(true);
    await saveScreens(page, SHOTS, `refused-buy-${name}`);
    neverAsked(wallet);
    expect(await accountState(session.chain.client, account, [token])).toEqual(state);
    await page.context().close();
  });

  it('sells the reverting-transfer token (the pool pulls it with transferFrom, which works): honest numbers', async () => {
    const { page } = await open(
      `/swap?inputCurrency=${REVERTING}&outputCurrency=${WETH}&value=30&field=input`,
    );
    const review = await approveThenReview(page);
    const reviewed = (await review.getByTestId('review-you-receive').textContent()) ?? '';
    const before = await balanceOf(session.chain.client, account, WETH);
    await review.getByRole('button', { name: 'Swap' }).click();
    await untilSwapSettles(page);
    expect(reviewed).toBe(
      `${formatTokenAmount((await balanceOf(session.chain.client, account, WETH)) - before, 18)} WETH`,
    );
    await page.context().close();
  });
});

describe('swap tokens with odd metadata', () => {
  it('takes whole units only of a token without decimals, and swaps them', async () => {
    const { page } = await open(`/swap?inputCurrency=${ZERO_DECIMALS}&outputCurrency=${WETH}`);
    const field = page.locator('#swap-input-amount');
    await field.fill('1.5');
    expect(await field.inputValue()).toBe('');
    await field.fill('3');
    const review = await approveThenReview(page);
    expect(await review.getByTestId('review-you-pay').textContent()).toMatch(/^3 /);
    const before = await balanceOf(session.chain.client, account, ZERO_DECIMALS);
    await review.getByRole('button', { name: 'Swap' }).click();
    await untilSwapSettles(page);
    expect(before - (await balanceOf(session.chain.client, account, ZERO_DECIMALS))).toBe(3n);
    await page.context().close();
  });

  it.each([
    ['bytes32 name and symbol', BYTES32],
    ['reverting name and symbol', NO_METADATA],
  ])('buys a token with %s under the label the product gives it', async (_, token) => {
    const { page } = await open(`/swap?inputCurrency=ETH&outputCurrency=${token}&value=0.05&field=input`);
    await untilButton(page, /^Review swap$/);
    await button(page).click();
    const review = page.getByRole('dialog', { name: /^Review/ });
    const reviewed = (await review.getByTestId('review-you-receive').textContent()) ?? '';
    const before = await balanceOf(session.chain.client, account, token);
    await review.getByRole('button', { name: 'Swap' }).click();
    await untilSwapSettles(page);
    const arrived = (await balanceOf(session.chain.client, account, token)) - before;
    expect(reviewed.split(' ')[0]).toBe(formatTokenAmount(arrived, 18));
    await page.context().close();
  });
});

describe('swap a rebasing token', () => {
  it('refuses at signing a Max swap the rebased balance no longer covers', async () => {
    const { page, wallet } = await open(`/swap?inputCurrency=${REBASING}&outputCurrency=${WETH}`);
    await page.getByRole('button', { name: 'Max' }).click();
    const review = await approveThenReview(page);
    await review.waitFor();
    // The balance shrinks by a tenth while the review is open.
    await rebase(9n * 10n ** 17n);
    const state = await accountState(session.chain.client, account, [REBASING]);
    const asked = wallet.requests.length;
    const failed = page.getByTestId('swap-failed');
    const aged = review.getByText('The quote had aged', { exact: false });
    await review.getByRole('button', { name: 'Swap' }).click();
    // A review open longer than a quote lives is priced again first; its Swap is then pressed again.
    await failed.or(aged).waitFor({ timeout: 20_000 });
    if (await aged.isVisible()) await review.getByRole('button', { name: 'Swap' }).click();
    await expect
      .poll(() => failed.textContent())
      .toMatch(/balance is less than this swap needs: it changed since you reviewed/);
    expect(
      wallet.requests.slice(asked).filter((method) => /sendTransaction|signTypedData/.test(method)),
    ).toEqual([]);
    expect(await accountState(session.chain.client, account, [REBASING])).toEqual(state);
    await saveScreens(page, SHOTS, 'refused-rebased-balance');
    await rebase(10n ** 18n);
    await page.context().close();
  }, 120_000);
});

describe('send', () => {
  it('sends a fee-on-transfer token: the review says what the recipient gets, and that is what arrives', async () => {
    const { page } = await sendPage(FOT);
    const recipient = freshRecipient();
    await page.getByRole('textbox', { name: "You're sending" }).fill('10');
    await page.getByRole('textbox', { name: 'To' }).fill(recipient);
    await page.getByRole('button', { name: 'Review send' }).click();
    const review = page.getByRole('dialog', { name: /Review send|Sending|Sent|Confirm in/ });
    const notice = review.getByTestId('send-fee-notice');
    await expect
      .poll(() => notice.textContent())
      .toMatch(
        /^Recipient gets9\.9 \S+.*takes a fee of 1% on every transfer: 0\.1 \S+ of this send never arrives/,
      );
    await saveScreens(page, SHOTS, 'fee-notice-send');
    await review.getByRole('button', { name: 'Confirm send' }).click();
    await page.getByRole('heading', { name: 'Sent' }).waitFor();
    expect(await balanceOf(session.chain.client, recipient, FOT)).toBe(parseUnits('9.9', 18));
    expect(await review.textContent()).toContain('9.9 ');
    await page.context().close();
  });

  it.each([
    ['reverting-transfer', REVERTING, /its transfer reverts/],
    ['false-transfer', FALSE, /its transfer answers false and moves nothing/],
  ])('refuses to send the %s token before the wallet is asked', async (name, token, how) => {
    const { page, wallet } = await sendPage(token);
    const recipient = freshRecipient();
    const state = await accountState(session.chain.client, account, [token]);
    await page.getByRole('textbox', { name: "You're sending" }).fill('1');
    await page.getByRole('textbox', { name: 'To' }).fill(recipient);
    await page.getByRole('button', { name: 'Review send' }).click();
    const review = page.getByRole('dialog', { name: /Review send/ });
    await expect.poll(() => review.textContent()).toMatch(TRANSFERS_FAIL);
    expect(await review.textContent()).toMatch(how);
    expect(await review.getByRole('button', { name: 'Confirm send' }).isDisabled()).toBe(true);
    await saveScreens(page, SHOTS, `refused-send-${name}`);
    neverAsked(wallet);
    expect(await accountState(session.chain.client, account, [token])).toEqual(state);
    expect(await balanceOf(session.chain.client, recipient, token)).toBe(0n);
    await page.context().close();
  });
});

describe('send tokens that hold their value but misdescribe themselves', () => {
  it.each([
    ['without decimals', ZERO_DECIMALS, '3', 3n],
    ['with bytes32 name and symbol', BYTES32, '1', 10n ** 18n],
    ['with reverting name and symbol', NO_METADATA, '1', 10n ** 18n],
    ['that rebases', REBASING, '1', 10n ** 18n],
  ])('sends a token %s: what arrives is what the review said', async (_, token, typed, amount) => {
    const { page } = await sendPage(token);
    const recipient = freshRecipient();
    await page.getByRole('textbox', { name: "You're sending" }).fill(typed);
    await page.getByRole('textbox', { name: 'To' }).fill(recipient);
    await page.getByRole('button', { name: 'Review send' }).click();
    const review = page.getByRole('dialog', { name: /Review send|Sending|Sent|Confirm in/ });
    await expect.poll(() => review.textContent()).toContain(`${typed} `);
    expect(await review.textContent()).not.toMatch(TRANSFERS_FAIL);
    await review.getByRole('button', { name: 'Confirm send' }).click();
    await page.getByRole('heading', { name: 'Sent' }).waitFor();
    expect(await balanceOf(session.chain.client, recipient, token)).toBe(amount);
    await page.context().close();
  });
});

/** /send with the fresh account connected and `token` imported by its pasted address. */
async function sendPage(token: Address): Promise<{ page: Page; wallet: TestWallet }> {
  const page = await openPage(session.browser);
  const wallet = await installTestWallet(page, { rpcUrl: session.chain.url, privateKey });
  await page.goto(siteUrl('/send'));
  await connectTestWallet(page, wallet);
  await page.locator('.send-token-button').click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  await dialog.getByRole('searchbox', { name: 'Search tokens' }).fill(token);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await dialog.waitFor({ state: 'detached' });
  return { page, wallet };
}

/** Anyone may set the rebasing token's index (a test contract): the fresh account does, with its key. */
async function rebase(index: bigint) {
  const signer = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: defineLocalChain(session.chain.url),
    transport: http(session.chain.url),
  });
  const hash = await signer.writeContract({
    address: REBASING,
    abi: parseAbi(['function rebase(uint256 newIndex)']),
    functionName: 'rebase',
    args: [index],
  });
  await session.chain.client.waitForTransactionReceipt({ hash });
}
