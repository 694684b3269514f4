/**
 * The passkey endpoints of the embedded backend (backend/passkeys/), as the pages call them and the
 * backend serves them: paths, answer shapes, bounds and the message a wallet signs to prove it owns an
 * address. They sit at the Data API's origin, beside `/graphql`.
 */

export const PASSKEYS_PATH = '/passkeys';

/** Any request body the passkey endpoints read (a WebAuthn answer is a few KB at most). */
export const PASSKEY_BODY_MAX_BYTES = 16 * 1024;

export const PASSKEY_NAME_MAX_LENGTH = 64;

/** How long a wallet challenge or a WebAuthn challenge may be answered, and a session lasts. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_SESSION_TTL_MS = 15 * 60_000;

/** One passkey of an address, as its list shows it (times in ms since the epoch). */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** What the wallet is asked to sign, and the nonce that makes the signature single-use. */
export interface WalletChallenge {
  message: string;
  nonce: string;
}

/** Proof that the wallet owns the address: a bearer token for its passkeys, until `expiresAt`. */
export interface PasskeySession {
  token: string;
  address: string;
  expiresAt: number;
}

/** Who a passkey sign-in proved to be. */
export interface PasskeySignIn {
  address: string;
  name: string;
}

/** Every error answer: words a person can act on. */
export interface PasskeyApiError {
  error: string;
}

export const PASSKEY_PATHS = {
  walletChallenge: `${PASSKEYS_PATH}/wallet-challenge`,
  session: `${PASSKEYS_PATH}/session`,
  signInOptions: `${PASSKEYS_PATH}/sign-in-options`,
  signIn: `${PASSKEYS_PATH}/sign-in`,
  /** GET lists, POST adds (after `registrationOptions`). */
  ofAddress: (address: string) => `${PASSKEYS_PATH}/address/${address.toLowerCase()}`,
  registrationOptions: (address: string) => `${PASSKEYS_PATH}/address/${address.toLowerCase()}/options`,
  /** PATCH renames, DELETE removes. */
  one: (address: string, id: string) =>
    `${PASSKEYS_PATH}/address/${address.toLowerCase()}/${encodeURIComponent(id)}`,
} as const;

/**
 * The EIP-191 message a wallet signs to manage an address's passkeys: it names the site, the address and
 * a single-use nonce, so a signature can be used once, here, for this address only.
 */
export function walletProofMessage({
  site,
  address,
  nonce,
}: {
  site: string;
  address: string;
  nonce: string;
}) {
  return [
    `Manage the passkeys of ${address.toLowerCase()} on ${site}.`,
    'Signing costs nothing and sends no transaction.',
    `Nonce: ${nonce}`,
  ].join('\n');
}

/** Why a passkey name cannot be kept, or `undefined` when it can (trimmed first). */
export function passkeyNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'Give the passkey a name.';
  if ([...trimmed].length > PASSKEY_NAME_MAX_LENGTH)
    return `A passkey name has at most ${PASSKEY_NAME_MAX_LENGTH} characters.`;
  // Control characters would reach other screens (the list, a sign-in) as invisible text.
  if (/\p{Cc}/u.test(trimmed)) return 'A passkey name cannot hold control characters.';
  return undefined;
}
