import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_PATHS,
  PASSKEY_SESSION_TTL_MS,
  type PasskeySession,
  type PasskeySummary,
  type WalletChallenge,
} from '../../data/passkeyApi.ts';
import { IN_MEMORY_STORE, openBackendStore } from '../store/backendStore.ts';
import { createDataApi } from '../yoga.ts';
import { relyingPartyFrom } from './relyingParty.ts';
import { softwareAuthenticator } from './softwareAuthenticator.fixture.ts';

const SITE = 'http://localhost:8787';

/** A Data API with its own store and a clock the test moves. */
function backend() {
  const clock = { now: Date.UTC(2026, 10, 27) };
  const api = createDataApi({
    savedData: {
      store: openBackendStore(IN_MEMORY_STORE),
      relyingParty: relyingPartyFrom({}),
      clock: () => clock.now,
    },
  });
  async function call<T>(
    path: string,
    { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {},
  ) {
    const response = await api.fetch(`http://127.0.0.1:4000${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T & { error?: string } };
  }
  return { call, clock };
}

type Backend = ReturnType<typeof backend>;

async function walletSession({ call }: Backend, key = generatePrivateKey()): Promise<PasskeySession> {
  const account = privateKeyToAccount(key);
  const challenge = await call<WalletChallenge>(PASSKEY_PATHS.walletChallenge, {
    method: 'POST',
    body: { address: account.address },
  });
  const signature = await account.signMessage({ message: challenge.body.message });
  const session = await call<PasskeySession>(PASSKEY_PATHS.session, {
    method: 'POST',
    body: { address: account.address, nonce: challenge.body.nonce, signature },
  });
  expect(session.status).toBe(200);
  return session.body;
}

async function registerPasskey(api: Backend, session: PasskeySession, name = 'Laptop') {
  const authenticator = softwareAuthenticator(SITE);
  const options = await api.call<{ challenge: string }>(PASSKEY_PATHS.registrationOptions(session.address), {
    method: 'POST',
    token: session.token,
  });
  const added = await api.call<PasskeySummary>(PASSKEY_PATHS.ofAddress(session.address), {
    method: 'POST',
    token: session.token,
    body: { name, response: authenticator.register(options.body.challenge) },
  });
  return { authenticator, added };
}

async function signIn(api: Backend, authenticator: ReturnType<typeof softwareAuthenticator>, origin = SITE) {
  const options = await api.call<{ challenge: string }>(PASSKEY_PATHS.signInOptions, {
    method: 'POST',
    body: {},
  });
  return api.call<{ address: string; name: string }>(PASSKEY_PATHS.signIn, {
    method: 'POST',
    body: { response: authenticator.signIn(options.body.challenge, origin) },
  });
}

describe('passkey endpoints', () => {
  it('registers a passkey for the signed-in wallet, lists, renames, signs in with and deletes it', async () => {
    const api = backend();
    const session = await walletSession(api);
    const { authenticator, added } = await registerPasskey(api, session);
    expect(added.status).toBe(201);
    const listed = await api.call<PasskeySummary[]>(PASSKEY_PATHS.ofAddress(session.address), {
      token: session.token,
    });
    expect(listed.body).toEqual([
      { id: authenticator.id, name: 'Laptop', createdAt: api.clock.now, lastUsedAt: null },
    ]);

    const renamed = await api.call<PasskeySummary[]>(PASSKEY_PATHS.one(session.address, authenticator.id), {
      method: 'PATCH',
      token: session.token,
      body: { name: '  Work laptop ' },
    });
    expect(renamed.body[0]?.name).toBe('Work laptop');

    api.clock.now += 60_000;
    const signedIn = await signIn(api, authenticator);
    expect(signedIn.body).toEqual({ address: session.address, name: 'Work laptop' });
    const used = await api.call<PasskeySummary[]>(PASSKEY_PATHS.ofAddress(session.address), {
      token: session.token,
    });
    expect(used.body[0]?.lastUsedAt).toBe(api.clock.now);

    const deleted = await api.call<PasskeySummary[]>(PASSKEY_PATHS.one(session.address, authenticator.id), {
      method: 'DELETE',
      token: session.token,
    });
    expect(deleted.body).toEqual([]);
    expect((await signIn(api, authenticator)).status).toBe(404);
  });

  it('lets nobody list, add, rename or delete another address’s passkeys', async () => {
    const api = backend();
    const owner = await walletSession(api);
    const { authenticator } = await registerPasskey(api, owner);
    const other = await walletSession(api);
    const asOther = { token: other.token };
    expect((await api.call(PASSKEY_PATHS.ofAddress(owner.address), asOther)).status).toBe(403);
    expect(
      (await api.call(PASSKEY_PATHS.registrationOptions(owner.address), { ...asOther, method: 'POST' }))
        .status,
    ).toBe(403);
    const one = PASSKEY_PATHS.one(owner.address, authenticator.id);
    expect((await api.call(one, { ...asOther, method: 'DELETE' })).status).toBe(403);
    expect((await api.call(one, { ...asOther, method: 'PATCH', body: { name: 'Mine' } })).status).toBe(403);
    // Under its own address, another's passkey id is simply not there.
    expect(
      (await api.call(PASSKEY_PATHS.one(other.address, authenticator.id), { ...asOther, method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect((await api.call(PASSKEY_PATHS.ofAddress(owner.address))).status).toBe(401);
    expect((await api.call(PASSKEY_PATHS.ofAddress(owner.address), { token: 'made-up' })).status).toBe(401);
    const listed = await api.call<PasskeySummary[]>(PASSKEY_PATHS.ofAddress(owner.address), {
      token: owner.token,
    });
    expect(listed.body.map(({ name }) => name)).toEqual(['Laptop']);
  });

  it('opens a session only for a signature of that address over a fresh, unused nonce', async () => {
    const api = backend();
    const key = generatePrivateKey();
    const account = privateKeyToAccount(key);
    const stranger = privateKeyToAccount(generatePrivateKey());
    const ask = () =>
      api.call<WalletChallenge>(PASSKEY_PATHS.walletChallenge, {
        method: 'POST',
        body: { address: account.address },
      });
    const open = (nonce: string, signature: string) =>
      api.call(PASSKEY_PATHS.session, {
        method: 'POST',
        body: { address: account.address, nonce, signature },
      });

    const first = (await ask()).body;
    const wrongSigner = await open(first.nonce, await stranger.signMessage({ message: first.message }));
    expect(wrongSigner.status).toBe(401);
    // The nonce went with the failed attempt: even the right signature cannot use it now.
    expect((await open(first.nonce, await account.signMessage({ message: first.message }))).status).toBe(401);

    const second = (await ask()).body;
    const signature = await account.signMessage({ message: second.message });
    expect((await open(second.nonce, signature)).status).toBe(200);
    expect((await open(second.nonce, signature)).status).toBe(401);

    const late = (await ask()).body;
    api.clock.now += PASSKEY_CHALLENGE_TTL_MS;
    const expired = await open(late.nonce, await account.signMessage({ message: late.message }));
    expect(expired).toEqual({ status: 401, body: { error: expect.stringMatching(/expired/) } });
  });

  it('ends a session when it expires', async () => {
    const api = backend();
    const session = await walletSession(api);
    api.clock.now += PASSKEY_SESSION_TTL_MS;
    expect((await api.call(PASSKEY_PATHS.ofAddress(session.address), { token: session.token })).status).toBe(
      401,
    );
  });

  it('refuses a replayed challenge, an answer from another origin and a counter that does not move forward', async () => {
    const api = backend();
    const session = await walletSession(api);
    const authenticator = softwareAuthenticator(SITE);
    const options = await api.call<{ challenge: string }>(
      PASSKEY_PATHS.registrationOptions(session.address),
      {
        method: 'POST',
        token: session.token,
      },
    );
    const register = (response: unknown) =>
      api.call(PASSKEY_PATHS.ofAddress(session.address), {
        method: 'POST',
        token: session.token,
        body: { name: 'Key', response },
      });
    expect(
      (await register(authenticator.register(options.body.challenge, 'https://evil.example'))).status,
    ).toBe(403);
    expect((await register(authenticator.register(options.body.challenge))).status).toBe(201);
    // The same challenge a second time: it was used.
    expect((await register(softwareAuthenticator(SITE).register(options.body.challenge))).status).toBe(400);

    expect((await signIn(api, authenticator, 'http://localhost:9999')).status).toBe(200);
    expect((await signIn(api, authenticator, 'https://evil.example')).status).toBe(403);
    // The counter the last sign-in reported, again: a cloned authenticator or a replay.
    authenticator.state.counter = 2;
    const replayed = await signIn(api, authenticator);
    expect(replayed.status).toBe(400);
    expect(replayed.body.error).toMatch(/counter/i);
  });

  it('says what is wrong with bad input and changes nothing', async () => {
    const api = backend();
    const session = await walletSession(api);
    const { authenticator } = await registerPasskey(api, session);
    const one = PASSKEY_PATHS.one(session.address, authenticator.id);
    const badNames = ['', '   ', 'x'.repeat(65), 'a\u0000b'];
    for (const name of badNames) {
      const answer = await api.call(one, { method: 'PATCH', token: session.token, body: { name } });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/name|control/);
    }
    const notAddress = await api.call(PASSKEY_PATHS.walletChallenge, {
      method: 'POST',
      body: { address: '0x12' },
    });
    expect(notAddress).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/not a wallet address/) },
    });
    const huge = await api.call(PASSKEY_PATHS.walletChallenge, {
      method: 'POST',
      body: { address: 'x'.repeat(20_000) },
    });
    expect(huge.status).toBe(413);
    const listed = await api.call<PasskeySummary[]>(PASSKEY_PATHS.ofAddress(session.address), {
      token: session.token,
    });
    expect(listed.body.map(({ name }) => name)).toEqual(['Laptop']);
  });
});
