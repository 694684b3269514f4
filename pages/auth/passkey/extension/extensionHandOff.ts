import type { PasskeySignIn } from '../../../../data/passkeyApi.ts';

/** What the page sends the extension once a passkey has proved who signs in. */
export interface ExtensionSignInMessage {
  type: 'passkey-sign-in';
  address: string;
  passkeyName: string;
}

/** The one call of `chrome.runtime` a web page may make to an extension that lists it as externally connectable. */
export interface ExtensionRuntime {
  sendMessage(extensionId: string, message: unknown, callback: (response: unknown) => void): void;
  readonly lastError?: { message?: string };
}

/** Where the hand-off ended, in words the page shows. */
export type ExtensionHandOff =
  | { status: 'sent' }
  | { status: 'not-configured' }
  | { status: 'no-extension'; reason: string };

/**
 * Hands the sign-in to the browser extension (`EXTENSION_ID`) through `chrome.runtime.sendMessage`,
 * which exists on a page only in a browser where such an extension is installed and lets this site
 * reach it. Without one, the page says how to go on: nothing is sent anywhere else.
 */
export function handOffToExtension(
  signIn: PasskeySignIn,
  extensionId: string,
  runtime: ExtensionRuntime | undefined,
): Promise<ExtensionHandOff> {
  if (!extensionId) return Promise.resolve({ status: 'not-configured' });
  if (!runtime?.sendMessage)
    return Promise.resolve({
      status: 'no-extension',
      reason: 'the extension is not installed in this browser',
    });
  const message: ExtensionSignInMessage = {
    type: 'passkey-sign-in',
    address: signIn.address,
    passkeyName: signIn.name,
  };
  return new Promise((resolve) => {
    try {
      runtime.sendMessage(extensionId, message, () => {
        // Read in the callback, as Chrome requires: an unread lastError is logged as unchecked.
        const failed = runtime.lastError;
        resolve(
          failed
            ? { status: 'no-extension', reason: failed.message ?? 'the extension did not answer' }
            : { status: 'sent' },
        );
      });
    } catch (error) {
      resolve({ status: 'no-extension', reason: error instanceof Error ? error.message : String(error) });
    }
  });
}

/** The page's `chrome.runtime`, when the browser exposes one to it. */
export function pageExtensionRuntime(): ExtensionRuntime | undefined {
  return (globalThis as { chrome?: { runtime?: ExtensionRuntime } }).chrome?.runtime;
}
