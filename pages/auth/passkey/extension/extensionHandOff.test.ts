import { describe, expect, it } from 'vitest';
import { type ExtensionRuntime, handOffToExtension } from './extensionHandOff.ts';

const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';
const signIn = { address: '0x00000000000000000000000000000000000000a1', name: 'Laptop' };

/** `chrome.runtime` as Chrome gives it to a page: the answer comes to the callback, a failure in `lastError`. */
function runtimeAnswering(outcome: { error?: string }) {
  const sent: { extensionId: string; message: unknown }[] = [];
  const runtime: ExtensionRuntime & { lastError?: { message?: string } } = {
    sendMessage(extensionId, message, callback) {
      sent.push({ extensionId, message });
      runtime.lastError = outcome.error ? { message: outcome.error } : undefined;
      queueMicrotask(() => callback(undefined));
    },
  };
  return { runtime, sent };
}

describe('the passkey sign-in hand-off to the extension', () => {
  it('sends the signed-in address to the configured extension', async () => {
    const { runtime, sent } = runtimeAnswering({});
    expect(await handOffToExtension(signIn, EXTENSION_ID, runtime)).toEqual({ status: 'sent' });
    expect(sent).toEqual([
      {
        extensionId: EXTENSION_ID,
        message: { type: 'passkey-sign-in', address: signIn.address, passkeyName: 'Laptop' },
      },
    ]);
  });

  it('says so when the extension is missing, unreachable, or none is configured, sending nothing', async () => {
    const { runtime, sent } = runtimeAnswering({
      error: 'Could not establish connection. Receiving end does not exist.',
    });
    expect(await handOffToExtension(signIn, EXTENSION_ID, runtime)).toEqual({
      status: 'no-extension',
      reason: 'Could not establish connection. Receiving end does not exist.',
    });
    expect(await handOffToExtension(signIn, EXTENSION_ID, undefined)).toEqual({
      status: 'no-extension',
      reason: 'the extension is not installed in this browser',
    });
    const unused = runtimeAnswering({});
    expect(await handOffToExtension(signIn, '', unused.runtime)).toEqual({ status: 'not-configured' });
    expect(unused.sent).toEqual([]);
    expect(sent).toHaveLength(1);
  });
});
