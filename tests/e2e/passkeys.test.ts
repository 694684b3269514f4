import type { CDPSession, Page } from 'playwright-core';
import type { Hex, PrivateKeyAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import {
  PASSKEY_PATHS,
  type PasskeySession,
  type PasskeySummary,
  type WalletChallenge,
} from '../../data/passkeyApi.ts';
import {
  EXTENSION_UNINSTALL_PAGE,
  managePasskeysPath,
  PASSKEY_SIGN_IN_PAGE,
} from '../../preview/pagePaths.ts';
import { launchBrowser, openPage, siteUrl, untilHydrated } from './browser.ts';
import { type OwnDataApi, startOwnDataApi } from './ownDataApi.ts';
import { saveScreens } from './saveScreens.ts';
import { connectTestWallet, installTestWallet } from './testWallet.ts';

/**
 * Passkeys in Chromium with a virtual authenticator (CDP `WebAuthn`), and the extension's uninstall
 * page. This file restarts its backend, so it runs its own Data API (a child process with a store file
 * of its own) and routes the built Data API origin there, as chainRestart.test.ts does with its chain.
 * Browsers refuse WebAuthn on an IP address, so the site is opened at `localhost`. With
 * `PASSKEYS_SHOTS=<dir>`, every screen is saved there, desktop and 390 px, light and dark.
 */
const SHOTS = process.env.PASSKEYS_SHOTS;
const CHAIN_URL = chainRpcUrlFrom(process.env);
/** The built site at `localhost` (siteUrl's `127.0.0.1` is an IP address). */
const SITE = new URL(siteUrl()).origin.replace('127.0.0.1', 'localhost');

let backend: OwnDataApi;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  backend = await startOwnDataApi({ CHAIN_RPC_URL: 'off' });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

describe('passkeys', { timeout: 120_000 }, () => {
  it('creates a passkey for the wallet’s address, signs in with it, keeps it across a backend restart, deletes it', async () => {
    const { page, account, privateKey } = await openManagePage();
    await signInWithWallet(page);
    await expect.poll(() => page.getByText('No passkeys yet').isVisible()).toBe(true);
    await saveScreens(page, SHOTS, 'manage-empty');

    // Bad input first: a clear message, and nothing is made.
    await page.getByRole('button', { name: 'Create passkey' }).click();
    expect(await alertText(page)).toBe('Give the passkey a name.');
    await page.getByLabel('New passkey’s name').fill('x'.repeat(65));
    await page.getByRole('button', { name: 'Create passkey' }).click();
    expect(await alertText(page)).toBe('A passkey name has at most 64 characters.');
    expect(await passkeysOf(account)).toEqual([]);

    await page.getByLabel('New passkey’s name').fill('Test laptop');
    await page.getByRole('button', { name: 'Create passkey' }).click();
    const row = page.getByRole('listitem', { name: 'Test laptop' });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toMatch(/Created .*Never used/);
    const [stored] = await passkeysOf(account);
    expect(stored?.name).toBe('Test laptop');

    await row.getByRole('button', { name: 'Rename' }).click();
    await row.getByLabel('Name').fill('Work laptop');
    await row.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('listitem', { name: 'Work laptop' });
    await renamed.waitFor();
    await saveScreens(page, SHOTS, 'manage-list');

    // Sign in on the extension's page with the same authenticator (the page is another tab of it).
    await page.goto(`${SITE}${PASSKEY_SIGN_IN_PAGE}`);
    await untilHydrated(page);
    await saveScreens(page, SHOTS, 'sign-in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    const signedIn = page.getByRole('status').filter({ hasText: 'You are signed in' });
    await signedIn.waitFor({ timeout: 20_000 });
    expect(await signedIn.textContent()).toContain('“Work laptop”');
    // The e2e build names no extension (EXTENSION_ID): the page says how to go on without one.
    expect(await page.getByTestId('extension-hand-off').textContent()).toMatch(
      /not set up to hand sign-ins to an extension: open the extension and sign in there/,
    );
    await saveScreens(page, SHOTS, 'signed-in');
    const [used] = await passkeysOf(account);
    expect(used?.lastUsedAt).toBeGreaterThan(0);

    // The backend restarts: the passkey is still there, and still signs in.
    await backend.restart();
    expect((await passkeysOf(account)).map(({ name }) => name)).toEqual(['Work laptop']);
    await page.reload();
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await signedIn.waitFor({ timeout: 20_000 });

    // The same wallet manages it from a new window (its own connection and wallet signature; the
    // wallet's remembered connection across the sign-in page's loads is left to wallet.test.ts).
    const { page: manage } = await openManagePage(undefined, privateKey);
    await signInWithWallet(manage);
    const kept = manage.getByRole('listitem', { name: 'Work laptop' });
    await kept.waitFor();
    expect(await kept.textContent()).toMatch(/Last used \d+s ago/);
    await kept.getByRole('button', { name: 'Delete' }).click();
    await saveScreens(manage, SHOTS, 'manage-delete');
    await kept.getByRole('button', { name: 'Delete passkey' }).click();
    await expect.poll(() => manage.getByText('No passkeys yet').isVisible()).toBe(true);
    expect(await passkeysOf(account)).toEqual([]);
    await manage.context().close();

    // The authenticator still holds the deleted passkey: the sign-in page says it is gone.
    await page.goto(`${SITE}${PASSKEY_SIGN_IN_PAGE}`);
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    expect(await alertText(page)).toBe('This passkey is not registered here. It may have been deleted.');
  });

  it('does not let one wallet manage another address’s passkeys', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const ownerSession = await walletSession(owner);
    const { page, account: other } = await openManagePage(owner.address);
    const refusal = page.getByRole('alert').filter({ hasText: 'Only the wallet of an address' });
    await refusal.waitFor({ timeout: 20_000 });
    expect(await refusal.textContent()).toContain(
      `Your wallet is ${other.address.slice(0, 6).toLowerCase()}`,
    );
    await saveScreens(page, SHOTS, 'manage-other-address');

    // Straight to the backend with the other wallet's own session: refused, and the owner's list unchanged.
    const otherSession = await walletSession(other);
    const answer = await fetch(new URL(PASSKEY_PATHS.ofAddress(owner.address), backend.url), {
      headers: { authorization: `Bearer ${otherSession.token}` },
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      error: 'Only the wallet of this address can manage its passkeys.',
    });
    const removal = await fetch(new URL(PASSKEY_PATHS.one(owner.address, 'any'), backend.url), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${otherSession.token}` },
    });
    expect(removal.status).toBe(403);
    expect(await passkeysOf(owner, ownerSession)).toEqual([]);
  });

  it('says so for a path that is no address', async () => {
    const page = await openPage(browser);
    await backend.routeFrom(page.context());
    await page.goto(`${SITE}/manage/passkey/not-an-address`);
    expect(await alertText(page)).toMatch(/^This is not a wallet address/);
  });
});

describe('the passkey and extension routes', () => {
  const paths = [
    PASSKEY_SIGN_IN_PAGE,
    managePasskeysPath('0x8ba1f109551bd432803012645ac136ddd64dba72'),
    EXTENSION_UNINSTALL_PAGE,
  ];
  it.each(paths)('%s answers a crawler 200 with its preview tags', async (path) => {
    const response = await fetch(siteUrl(path), { headers: { 'User-Agent': 'Slackbot 1.0', Accept: '*/*' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const tag of ['og:title', 'og:image', 'og:url']) expect(html).toContain(`property="${tag}"`);
  });

  it('sends a page opened at an IP address to localhost, where passkeys work', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(PASSKEY_SIGN_IN_PAGE));
    const link = page.getByRole('alert').getByRole('link', { name: 'Open at localhost' });
    await link.waitFor({ timeout: 20_000 });
    expect(await link.getAttribute('href')).toBe(`${SITE}${PASSKEY_SIGN_IN_PAGE}`);
    expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).isDisabled()).toBe(true);
  });
});

describe('the extension’s uninstall page', { timeout: 60_000 }, () => {
  it('refuses an empty form with words, then sends reasons and words and thanks', async () => {
    const page = await openPage(browser);
    await backend.routeFrom(page.context());
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/extension/')) sent.push(request.url());
    });
    await page.goto(`${SITE}${EXTENSION_UNINSTALL_PAGE}`);
    await untilHydrated(page);
    await saveScreens(page, SHOTS, 'uninstall', { fullPage: true });
    await page.getByRole('button', { name: 'Send feedback' }).click();
    expect(await alertText(page)).toBe('Choose a reason or write a few words.');
    expect(sent).toEqual([]);

    await page.getByLabel('I use another wallet').check();
    await page.getByLabel('Anything else? (optional)').fill('<b>bold</b> words');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Your feedback was sent' });
    await thanks.waitFor({ timeout: 20_000 });
    expect(sent).toHaveLength(1);
    expect(await page.locator('main').innerHTML()).not.toContain('<b>bold</b>');
    await saveScreens(page, SHOTS, 'uninstall-sent');
  });
});

/**
 * The manage page of `address` (default: the wallet's own) with the wallet of `privateKey` (default: a
 * fresh account), connected, in a window of its own.
 */
async function openManagePage(
  address?: string,
  privateKey: Hex = generatePrivateKey(),
): Promise<{ page: Page; account: PrivateKeyAccount; privateKey: Hex }> {
  const page = await openPage(browser);
  await backend.routeFrom(page.context());
  await addVirtualAuthenticator(await page.context().newCDPSession(page));
  const account = privateKeyToAccount(privateKey);
  const wallet = await installTestWallet(page, { rpcUrl: CHAIN_URL, privateKey });
  await page.goto(`${SITE}${managePasskeysPath(address ?? account.address)}`);
  await untilHydrated(page);
  await connectTestWallet(page, wallet);
  return { page, account, privateKey };
}

async function signInWithWallet(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Sign in with wallet' });
  await button.waitFor({ timeout: 20_000 });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  await page.getByRole('heading', { name: 'Your passkeys' }).waitFor({ timeout: 20_000 });
}

/** A platform authenticator that holds resident keys and verifies the user without asking. */
async function addVirtualAuthenticator(cdp: CDPSession): Promise<void> {
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function alertText(page: Page): Promise<string> {
  const alert = page.getByRole('alert').last();
  await alert.waitFor({ timeout: 20_000 });
  return (await alert.textContent()) ?? '';
}

/** A session of `account`'s own, opened over HTTP as the page does (a signature of a fresh nonce). */
async function walletSession(account: PrivateKeyAccount): Promise<PasskeySession> {
  const challenge = (await post(PASSKEY_PATHS.walletChallenge, {
    address: account.address,
  })) as WalletChallenge;
  const signature: Hex = await account.signMessage({ message: challenge.message });
  return (await post(PASSKEY_PATHS.session, {
    address: account.address,
    nonce: challenge.nonce,
    signature,
  })) as PasskeySession;
}

/** What the backend keeps for `account`, read with a session of its own. */
async function passkeysOf(account: PrivateKeyAccount, session?: PasskeySession): Promise<PasskeySummary[]> {
  const { token } = session ?? (await walletSession(account));
  const answer = await fetch(new URL(PASSKEY_PATHS.ofAddress(account.address), backend.url), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as PasskeySummary[];
}

async function post(path: string, body: unknown): Promise<unknown> {
  const answer = await fetch(new URL(path, backend.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
  return answer.json();
}
