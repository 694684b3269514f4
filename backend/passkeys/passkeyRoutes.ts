import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { getAddress, type Hex, isHex, verifyMessage } from 'viem';
import { isEvmAddress } from '../../data/addressPatterns.ts';
import {
  PASSKEY_BODY_MAX_BYTES,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_PATHS,
  PASSKEY_SESSION_TTL_MS,
  PASSKEYS_PATH,
  type PasskeySession,
  type PasskeySignIn,
  type PasskeySummary,
  passkeyNameProblem,
  type WalletChallenge,
  walletProofMessage,
} from '../../data/passkeyApi.ts';
import { bodyObject, jsonAnswer, RequestProblem, readJsonBody } from '../jsonEndpoint.ts';
import type { ChallengePurpose, PasskeyStore } from './passkeyStore.ts';
import type { RelyingParty } from './relyingParty.ts';

const ADDRESS_ROUTE = new RegExp(`^${PASSKEYS_PATH}/address/([^/]+)(?:/([^/]+))?$`);

/**
 * The passkey endpoints (paths in data/passkeyApi.ts): a wallet signature opens a session for its
 * address; a session lists, adds, renames and removes that address's passkeys and no other's; anyone
 * may sign in with a passkey. WebAuthn is verified by @simplewebauthn/server: every challenge is
 * single-use and expires, the origin and RP id are checked, and a sign-in whose counter does not move
 * forward is refused. `undefined` for a path that is not theirs.
 */
export function passkeyRoutes(store: PasskeyStore, party: RelyingParty) {
  return async (request: Request, path: string): Promise<Response | undefined> => {
    if (!path.startsWith(`${PASSKEYS_PATH}/`)) return undefined;
    const method = request.method;
    if (path === PASSKEY_PATHS.walletChallenge && method === 'POST') return walletChallenge(request);
    if (path === PASSKEY_PATHS.session && method === 'POST') return session(request);
    if (path === PASSKEY_PATHS.signInOptions && method === 'POST') return signInOptions();
    if (path === PASSKEY_PATHS.signIn && method === 'POST') return signIn(request);
    const [, addressPart = '', idPart] = ADDRESS_ROUTE.exec(path) ?? [];
    if (!addressPart) return undefined;
    const address = ownedAddress(request, addressPart);
    if (idPart === 'options' && method === 'POST') return registrationOptions(address);
    if (idPart === undefined && method === 'GET') return jsonAnswer(summaries(address));
    if (idPart === undefined && method === 'POST') return register(request, address);
    if (idPart !== undefined && method === 'PATCH')
      return rename(request, address, decodeURIComponent(idPart));
    if (idPart !== undefined && method === 'DELETE') return remove(address, decodeURIComponent(idPart));
    throw new RequestProblem(405, `${method} is not allowed here.`);
  };

  async function walletChallenge(request: Request): Promise<Response> {
    const address = addressField(bodyObject(await readJsonBody(request, PASSKEY_BODY_MAX_BYTES)).address);
    const nonce = issueChallenge('wallet', address);
    const answer: WalletChallenge = {
      nonce,
      message: walletProofMessage({ site: party.id, address, nonce }),
    };
    return jsonAnswer(answer);
  }

  async function session(request: Request): Promise<Response> {
    const body = bodyObject(await readJsonBody(request, PASSKEY_BODY_MAX_BYTES));
    const address = addressField(body.address);
    const { nonce, signature } = body;
    if (typeof nonce !== 'string' || typeof signature !== 'string' || !isHex(signature))
      throw new RequestProblem(400, 'Send the address, the nonce and the wallet’s signature.');
    if (!store.takeChallenge(nonce, 'wallet', address))
      throw new RequestProblem(401, 'This signature request has expired or was already used. Sign again.');
    const message = walletProofMessage({ site: party.id, address, nonce });
    const signed = await verifyMessage({
      address: getAddress(address),
      message,
      signature: signature as Hex,
    }).catch(() => false);
    if (!signed) throw new RequestProblem(401, 'The signature is not this address’s.');
    const { token, expiresAt } = store.openSession(address, PASSKEY_SESSION_TTL_MS);
    const answer: PasskeySession = { token, address, expiresAt };
    return jsonAnswer(answer);
  }

  async function registrationOptions(address: string): Promise<Response> {
    const options = await generateRegistrationOptions({
      rpName: party.id,
      rpID: party.id,
      userName: address,
      // One WebAuthn user per address, so an authenticator lists its passkeys under the address.
      userID: new Uint8Array(Buffer.from(address.slice(2), 'hex')),
      challenge: challengeBytes(issueChallenge('register', address)),
      timeout: PASSKEY_CHALLENGE_TTL_MS,
      attestationType: 'none',
      // An authenticator already holding one of the address's passkeys refuses to make another.
      excludeCredentials: store.passkeysOf(address).map(({ credential }) => ({
        id: credential.id,
        ...(credential.transports?.length ? { transports: credential.transports } : {}),
      })),
      // Resident keys let the sign-in page ask for any passkey of this site, without an address first.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    return jsonAnswer(options);
  }

  async function register(request: Request, address: string): Promise<Response> {
    const body = bodyObject(await readJsonBody(request, PASSKEY_BODY_MAX_BYTES));
    const name = nameField(body.name);
    const response = body.response as RegistrationResponseJSON;
    const origin = answeredOrigin(response);
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => store.takeChallenge(challenge, 'register', address),
      expectedOrigin: origin,
      expectedRPID: party.id,
      requireUserVerification: false,
    }).catch(webAuthnProblem);
    if (!verification.verified) throw new RequestProblem(400, 'The passkey could not be verified.');
    const { credential } = verification.registrationInfo;
    if (store.passkey(credential.id)) throw new RequestProblem(409, 'This passkey is already registered.');
    const added: PasskeySummary = store.addPasskey(address, name, credential);
    return jsonAnswer(added, 201);
  }

  async function rename(request: Request, address: string, id: string): Promise<Response> {
    const name = nameField(bodyObject(await readJsonBody(request, PASSKEY_BODY_MAX_BYTES)).name);
    if (!store.rename(address, id, name)) throw notFound();
    return jsonAnswer(summaries(address));
  }

  function remove(address: string, id: string): Response {
    if (!store.remove(address, id)) throw notFound();
    return jsonAnswer(summaries(address));
  }

  async function signInOptions(): Promise<Response> {
    const options = await generateAuthenticationOptions({
      rpID: party.id,
      challenge: challengeBytes(issueChallenge('sign-in', null)),
      timeout: PASSKEY_CHALLENGE_TTL_MS,
      userVerification: 'preferred',
    });
    return jsonAnswer(options);
  }

  async function signIn(request: Request): Promise<Response> {
    const response = bodyObject(await readJsonBody(request, PASSKEY_BODY_MAX_BYTES))
      .response as AuthenticationResponseJSON;
    const origin = answeredOrigin(response);
    const passkey = typeof response.id === 'string' ? store.passkey(response.id) : undefined;
    if (!passkey)
      throw new RequestProblem(404, 'This passkey is not registered here. It may have been deleted.');
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => store.takeChallenge(challenge, 'sign-in', null),
      expectedOrigin: origin,
      expectedRPID: party.id,
      credential: passkey.credential,
      requireUserVerification: false,
    }).catch(webAuthnProblem);
    if (!verification.verified) throw new RequestProblem(401, 'The passkey’s answer could not be verified.');
    store.markUsed(passkey.id, verification.authenticationInfo.newCounter);
    const answer: PasskeySignIn = { address: passkey.address, name: passkey.name };
    return jsonAnswer(answer);
  }

  function issueChallenge(purpose: ChallengePurpose, address: string | null): string {
    const challenge = store.issueChallenge(purpose, address, PASSKEY_CHALLENGE_TTL_MS);
    if (!challenge)
      throw new RequestProblem(429, 'Too many sign-ins are under way. Try again in a few minutes.');
    return challenge;
  }

  /** The address in the path, if the request's session was opened for it; otherwise 401 or 403. */
  function ownedAddress(request: Request, addressPart: string): string {
    const address = addressField(addressPart);
    const token = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    const sessionAddress = token ? store.sessionAddress(token) : undefined;
    if (!sessionAddress)
      throw new RequestProblem(401, 'Sign with the wallet first to manage this address’s passkeys.');
    if (sessionAddress !== address)
      throw new RequestProblem(403, 'Only the wallet of this address can manage its passkeys.');
    return address;
  }

  function summaries(address: string): PasskeySummary[] {
    return store
      .passkeysOf(address)
      .map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }));
  }

  /** The origin the browser wrote into the signed client data, if this site's; the library checks it is signed. */
  function answeredOrigin(response: { response?: { clientDataJSON?: unknown } } | undefined): string {
    const clientData = response?.response?.clientDataJSON;
    let origin: unknown;
    try {
      origin =
        typeof clientData === 'string'
          ? JSON.parse(Buffer.from(clientData, 'base64url').toString()).origin
          : undefined;
    } catch {
      origin = undefined;
    }
    if (typeof origin !== 'string')
      throw new RequestProblem(400, 'Send the passkey’s answer as the browser gave it.');
    if (!party.allowsOrigin(origin))
      throw new RequestProblem(403, `Passkeys of this site cannot be used from ${origin}.`);
    return origin;
  }
}

function addressField(value: unknown): string {
  if (typeof value !== 'string' || !isEvmAddress(value))
    throw new RequestProblem(400, 'That is not a wallet address (0x and 40 hex digits).');
  return value.toLowerCase();
}

function nameField(value: unknown): string {
  const problem = typeof value === 'string' ? passkeyNameProblem(value) : 'Give the passkey a name.';
  if (problem) throw new RequestProblem(400, problem);
  return (value as string).trim();
}

/** The library base64url-encodes the bytes it is given, so the browser answers with the stored text. */
function challengeBytes(challenge: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(challenge, 'base64url'));
}

function notFound(): RequestProblem {
  return new RequestProblem(404, 'This address has no such passkey.');
}

/** The library's own words for a failed check (a wrong challenge, origin or counter), as a 400. */
function webAuthnProblem(error: unknown): never {
  throw new RequestProblem(
    400,
    error instanceof Error ? error.message : 'The passkey’s answer could not be verified.',
  );
}
