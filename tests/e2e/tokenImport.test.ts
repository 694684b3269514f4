import type { Page } from 'playwright-core';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { HOSTILE_TEST_TOKENS as T } from '../../protocol/hostileTestTokens.ts';
import { WELL_KNOWN_TOKENS } from '../../protocol/wellKnownTokens.ts';
import { openPage, siteUrl, untilHydrated } from './browser.ts';
import { saveScreens } from './saveScreens.ts';
import { openSwapPage, swapTestSession } from './swapSession.ts';
import { TEST_WALLET_PRIVATE_KEY } from './testWallet.ts';

/**
 * Pasting each hostile test token's address (chain/testTokens) into /swap's token selector: the import
 * warning, its explicit confirm, the token selected under the right label; the tokens the product
 * refuses say why. With `IMPORT_SHOTS=<dir>`, the warning and a refusal are saved desktop/mobile ×
 * light/dark.
 */
const account = privateKeyToAccount(TEST_WALLET_PRIVATE_KEY).address;
const SHOTS = process.env.IMPORT_SHOTS;
const session = swapTestSession(account);

/** An address no one deployed to: no code on the chain. */
const NOWHERE = '0x00000000000000000000000000000000DeaDBeef';

/** Opens the output token's selector on /swap and pastes `address` into its search. */
async function pasteIntoSelector(page: Page, address: string) {
  await page.getByRole('button', { name: /\(you receive\)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'You receive' });
  await dialog.getByRole('searchbox', { name: 'Search tokens' }).fill(address);
  return dialog;
}

async function swapPage(path = '/swap') {
  const { page } = await openSwapPage(session.browser, path, session.chain.url);
  // A step that cannot happen fails in words, not as the test's timeout.
  page.setDefaultTimeout(10_000);
  return page;
}

describe('/swap: importing a token by its address', () => {
  it.each([
    ['bytes32 metadata (decoded)', T.bytes32Metadata.address, 'TB32', 'Test Bytes32 Metadata'],
    [
      'reverting name and symbol (labelled by its address)',
      T.revertingMetadata.address,
      '0xdBf5…0fab',
      'Unknown token',
    ],
    ['fee on transfer', T.feeOnTransfer.address, 'TFOT', 'Test Fee On Transfer'],
    ['0 decimals', T.zeroDecimals.address, 'TZERO', 'Test Zero Decimals'],
    ['reverting transfer', T.revertingTransfer.address, 'TREV', 'Test Reverting Transfer'],
    ['false-returning transfer', T.falseTransfer.address, 'TFALSE', 'Test False Transfer'],
    ['rebasing', T.rebasing.address, 'TREB', 'Test Rebasing'],
  ])(
    '%s: warns, imports only on confirm, selects it, and lists it with its balance after',
    async (_kind, address, symbol, name) => {
      const page = await swapPage();
      const dialog = await pasteIntoSelector(page, address);
      const offer = dialog.locator('.token-import-offer');
      await expect
        .poll(() => offer.locator('.token-import-names').textContent())
        .toBe(`${name}${symbol} · not on the token list`);
      await offer.getByRole('button', { name: 'Import' }).click();
      const warning = dialog.getByRole('region', { name: `Import ${symbol}?` });
      await warning.waitFor();
      if (address === T.revertingMetadata.address) await saveScreens(page, SHOTS, 'import-warning');
      expect(await warning.textContent()).toContain(address);
      expect(await warning.textContent()).toContain('isn’t on the default token list');
      // Cancel imports nothing: the address is offered again, and nothing is remembered.
      await warning.getByRole('button', { name: 'Cancel' }).click();
      await offer.waitFor();
      expect(await page.evaluate(() => localStorage.getItem('imported-tokens'))).toBeNull();
      await offer.getByRole('button', { name: 'Import' }).click();
      await warning.getByRole('button', { name: 'Import' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.getByRole('button', { name: /\(you receive\)$/ }).getAttribute('aria-label'))
        .toBe(`${symbol}: change the token (you receive)`);
      // Now it heads the list, with the balance the faucet gave; and this browser remembers it.
      await page.getByRole('button', { name: /\(you pay\)$/ }).click();
      const first = () => page.getByRole('dialog', { name: 'You pay' }).locator('.token-list li').first();
      await expect.poll(() => first().locator('.token-row-names').textContent()).toBe(`${name}${symbol}`);
      await expect
        .poll(() => first().locator('.token-row-balance').textContent())
        .toMatch(/^[1-9][\d,.]*[KMB]?$/);
      await page.reload();
      await untilHydrated(page);
      await page.getByRole('button', { name: /\(you pay\)$/ }).click();
      await expect.poll(() => first().locator('.token-row-names').textContent()).toBe(`${name}${symbol}`);
    },
  );

  it.each([
    ['255 decimals', T.maxDecimals.address, /^T255 cannot be used here\. It says it has 255 decimals/],
    [
      'reverting decimals',
      T.revertingDecimals.address,
      /^TRDEC cannot be used here\. It does not say how many decimals/,
    ],
    [
      'an address with no code',
      NOWHERE,
      /^This address is not a token\. There is no contract at this address/,
    ],
  ])('%s: refused, saying why, with nothing to import', async (_kind, address, reason) => {
    const page = await swapPage();
    const dialog = await pasteIntoSelector(page, address);
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(reason);
    if (address === T.maxDecimals.address) await saveScreens(page, SHOTS, 'import-refused');
    expect(await dialog.getByRole('button', { name: 'Import' }).count()).toBe(0);
  });

  it('a listed token pasted by address is the list’s own, with no import offered', async () => {
    const page = await swapPage();
    const dialog = await pasteIntoSelector(page, WELL_KNOWN_TOKENS.USDC);
    await expect
      .poll(() => dialog.locator('.token-list .token-row-names').first().textContent())
      .toMatch(/USDC$/);
    expect(await dialog.locator('.token-import-offer').count()).toBe(0);
  });
});

describe('/swap: a link naming a token on no list', () => {
  /** The link opened by a reader with no wallet connected: the warning needs none. */
  async function linkPage(path: string) {
    const page = await openPage(session.browser);
    page.setDefaultTimeout(10_000);
    await page.goto(siteUrl(path));
    await untilHydrated(page);
    return page;
  }

  it('passes the import warning first: Cancel leaves the field empty, Import fills it and is remembered', async () => {
    const { address } = T.bytes32Metadata;
    const link = `/swap?outputCurrency=${address}`;
    const output = (page: Page) =>
      page.getByRole('button', { name: /\(you receive\)$/ }).getAttribute('aria-label');

    const page = await linkPage(link);
    const warning = page.getByRole('dialog', { name: 'This link names an unlisted token' });
    await warning.waitFor();
    await saveScreens(page, SHOTS, 'link-import-warning');
    expect(await warning.textContent()).toContain(address);
    expect(await warning.textContent()).toContain('isn’t on the default token list');
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await warning.waitFor({ state: 'hidden' });
    expect(await output(page)).toBe('Select token (you receive)');
    expect(await page.evaluate(() => localStorage.getItem('imported-tokens'))).toBeNull();

    await page.goto(siteUrl(link));
    await warning.getByRole('button', { name: 'Import' }).click();
    await warning.waitFor({ state: 'hidden' });
    await expect.poll(() => output(page)).toBe('TB32: change the token (you receive)');
    // Imported now: the same link fills the field at once, with no second warning.
    await page.reload();
    await untilHydrated(page);
    await expect.poll(() => output(page)).toBe('TB32: change the token (you receive)');
    expect(await warning.count()).toBe(0);
  });

  it('a listed token in a link fills the field with no warning', async () => {
    const page = await linkPage(`/swap?outputCurrency=${WELL_KNOWN_TOKENS.USDC}`);
    await expect
      .poll(() => page.getByRole('button', { name: /\(you receive\)$/ }).getAttribute('aria-label'))
      .toBe('USDC: change the token (you receive)');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
