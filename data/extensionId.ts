/** A Chrome extension's id: 32 letters from a to p (its key's hash, written in that alphabet). */
const EXTENSION_ID_PATTERN = /^[a-p]{32}$/;

/**
 * `EXTENSION_ID`: the browser extension the passkey sign-in page hands over to. Empty or malformed:
 * none (the page then says how to go on without it); a malformed one fails the build loudly instead.
 */
export function extensionIdFrom(env: Record<string, string | undefined>): string {
  const id = env.EXTENSION_ID?.trim() ?? '';
  if (id !== '' && !EXTENSION_ID_PATTERN.test(id))
    throw new Error(`EXTENSION_ID must be a Chrome extension id (32 letters a–p), got "${id}"`);
  return id;
}
