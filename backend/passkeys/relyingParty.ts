/**
 * Who the passkeys belong to (WebAuthn's relying party): the site's origin and its host name as RP id.
 * WebAuthn refuses IP addresses, so a local site uses its passkeys at `http://localhost:<port>`.
 */
export interface RelyingParty {
  /** The RP id: the site's host name, also the name an authenticator shows. */
  id: string;
  /** Whether a page at `origin` may make and use these passkeys. */
  allowsOrigin(origin: string): boolean;
}

export interface RelyingPartyEnv {
  PASSKEY_ORIGIN?: string | undefined;
}

/**
 * `PASSKEY_ORIGIN` (a deployed site's origin) allows exactly that origin; unset, any
 * `http://localhost:<port>` does, so `npm start`, the e2e run and a dev server each on its own port work.
 */
export function relyingPartyFrom(env: RelyingPartyEnv): RelyingParty {
  if (env.PASSKEY_ORIGIN) {
    const origin = new URL(env.PASSKEY_ORIGIN).origin;
    return { id: new URL(origin).hostname, allowsOrigin: (asked) => asked === origin };
  }
  return { id: 'localhost', allowsOrigin: (asked) => LOCALHOST_ORIGIN.test(asked) };
}

const LOCALHOST_ORIGIN = /^http:\/\/localhost:\d{1,5}$/;
