import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { WebAuthnCredential } from '@simplewebauthn/server';
import type { PasskeySummary } from '../../data/passkeyApi.ts';

/** What a challenge was handed out for: it answers that purpose only. */
export type ChallengePurpose = 'wallet' | 'register' | 'sign-in';

export interface StoredPasskey extends PasskeySummary {
  address: string;
  credential: WebAuthnCredential;
}

/**
 * Passkeys bound to wallet addresses, their single-use challenges and the sessions a wallet signature
 * opens, in the backend's store (backend/store/backendStore.ts). Addresses are kept in lower case;
 * session tokens only as their SHA-256, so a copy of the file opens no session.
 */
export function createPasskeyStore(
  db: DatabaseSync,
  {
    clock = Date.now,
    maxOpenChallenges = MAX_OPEN_CHALLENGES,
  }: { clock?: () => number; maxOpenChallenges?: number } = {},
) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS passkeys (
      id TEXT PRIMARY KEY,
      address TEXT NOT NULL,
      public_key BLOB NOT NULL,
      counter INTEGER NOT NULL,
      transports TEXT NOT NULL,
      name TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      last_used_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS passkeys_by_address ON passkeys (address, created_at);
    CREATE TABLE IF NOT EXISTS passkey_challenges (
      challenge TEXT PRIMARY KEY,
      purpose TEXT NOT NULL,
      address TEXT,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS passkey_sessions (
      token_hash TEXT PRIMARY KEY,
      address TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
  `);
  const insertChallenge = db.prepare(
    'INSERT INTO passkey_challenges (challenge, purpose, address, expires_at) VALUES (?, ?, ?, ?)',
  );
  const takeChallenge = db.prepare(
    'DELETE FROM passkey_challenges WHERE challenge = ? RETURNING purpose, address, expires_at',
  );
  const dropExpired = db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?');
  const countChallenges = db.prepare('SELECT count(*) AS n FROM passkey_challenges');
  const dropExpiredSessions = db.prepare('DELETE FROM passkey_sessions WHERE expires_at <= ?');
  const insertSession = db.prepare(
    'INSERT INTO passkey_sessions (token_hash, address, expires_at) VALUES (?, ?, ?)',
  );
  const findSession = db.prepare('SELECT address, expires_at FROM passkey_sessions WHERE token_hash = ?');
  const insertPasskey = db.prepare(
    `INSERT INTO passkeys (id, address, public_key, counter, transports, name, created_at, last_used_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL)`,
  );
  const listPasskeys = db.prepare('SELECT * FROM passkeys WHERE address = ? ORDER BY created_at, id');
  const findPasskey = db.prepare('SELECT * FROM passkeys WHERE id = ?');
  const renamePasskey = db.prepare('UPDATE passkeys SET name = ? WHERE id = ? AND address = ?');
  const deletePasskey = db.prepare('DELETE FROM passkeys WHERE id = ? AND address = ?');
  const markUsed = db.prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?');

  return {
    /**
     * Hands out a new random challenge for `purpose` (and `address`), answerable until it expires;
     * `undefined` while too many are open (anyone may ask for one: the table must not grow without end).
     */
    issueChallenge(purpose: ChallengePurpose, address: string | null, ttlMs: number): string | undefined {
      const now = clock();
      dropExpired.run(now);
      if ((countChallenges.get() as { n: number }).n >= maxOpenChallenges) return undefined;
      const challenge = randomBytes(32).toString('base64url');
      insertChallenge.run(challenge, purpose, address?.toLowerCase() ?? null, now + ttlMs);
      return challenge;
    },

    /**
     * Whether `challenge` was handed out for this purpose and address and has not expired. It is gone
     * after this call whatever the answer: a challenge is never accepted twice.
     */
    takeChallenge(challenge: string, purpose: ChallengePurpose, address: string | null): boolean {
      const row = takeChallenge.get(challenge) as
        | { purpose: string; address: string | null; expires_at: number }
        | undefined;
      return (
        row !== undefined &&
        row.purpose === purpose &&
        row.address === (address?.toLowerCase() ?? null) &&
        row.expires_at > clock()
      );
    },

    openSession(address: string, ttlMs: number): { token: string; expiresAt: number } {
      const now = clock();
      dropExpiredSessions.run(now);
      const token = randomBytes(32).toString('base64url');
      insertSession.run(tokenHash(token), address.toLowerCase(), now + ttlMs);
      return { token, expiresAt: now + ttlMs };
    },

    /** The address a session token was opened for, while it lasts. */
    sessionAddress(token: string): string | undefined {
      const row = findSession.get(tokenHash(token)) as { address: string; expires_at: number } | undefined;
      return row && row.expires_at > clock() ? row.address : undefined;
    },

    addPasskey(address: string, name: string, credential: WebAuthnCredential): PasskeySummary {
      const createdAt = clock();
      insertPasskey.run(
        credential.id,
        address.toLowerCase(),
        credential.publicKey,
        credential.counter,
        JSON.stringify(credential.transports ?? []),
        name,
        createdAt,
      );
      return { id: credential.id, name, createdAt, lastUsedAt: null };
    },

    passkeysOf(address: string): StoredPasskey[] {
      return (listPasskeys.all(address.toLowerCase()) as unknown as PasskeyRow[]).map(storedPasskey);
    },

    passkey(id: string): StoredPasskey | undefined {
      const row = findPasskey.get(id) as PasskeyRow | undefined;
      return row && storedPasskey(row);
    },

    /** Renames `address`'s passkey `id`; false when the address holds no such passkey. */
    rename(address: string, id: string, name: string): boolean {
      return renamePasskey.run(name, id, address.toLowerCase()).changes > 0;
    },

    remove(address: string, id: string): boolean {
      return deletePasskey.run(id, address.toLowerCase()).changes > 0;
    },

    /** A sign-in: the authenticator's new counter, and when. */
    markUsed(id: string, counter: number): void {
      markUsed.run(counter, clock(), id);
    },
  };
}

export type PasskeyStore = ReturnType<typeof createPasskeyStore>;

/** Open challenges at once (each lives 5 minutes): far above real use, a bound against a flood. */
const MAX_OPEN_CHALLENGES = 10_000;

interface PasskeyRow {
  id: string;
  address: string;
  public_key: Uint8Array;
  counter: number;
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

function storedPasskey(row: PasskeyRow): StoredPasskey {
  return {
    id: row.id,
    address: row.address,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    credential: {
      id: row.id,
      publicKey: new Uint8Array(row.public_key),
      counter: row.counter,
      transports: JSON.parse(row.transports) as string[],
    },
  };
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
