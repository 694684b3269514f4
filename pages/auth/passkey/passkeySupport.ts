/** Why passkeys cannot work on this page as it was opened, and where they can; `undefined` when they can. */
export interface PasskeysUnavailable {
  reason: string;
  /** The same page at `localhost`, when only the IP address was in the way. */
  localhostUrl?: string;
}

/**
 * Browsers refuse WebAuthn on an IP address (`127.0.0.1`) and without the API; the same page at
 * `localhost` works, and the backend's relying party expects that name locally.
 */
export function passkeysUnavailable(location: URL, hasWebAuthn: boolean): PasskeysUnavailable | undefined {
  if (!hasWebAuthn) return { reason: 'This browser does not support passkeys.' };
  if (IP_HOST.test(location.hostname)) {
    const localhost = new URL(location.href);
    localhost.hostname = 'localhost';
    return { reason: 'Passkeys need the site’s name, not an IP address.', localhostUrl: localhost.href };
  }
  return undefined;
}

const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;
