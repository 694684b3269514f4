import { describe, expect, it } from 'vitest';
import { passkeysUnavailable } from './passkeySupport.ts';

describe('passkeysUnavailable', () => {
  it('sends an IP address to the same page at localhost', () => {
    expect(passkeysUnavailable(new URL('http://127.0.0.1:8787/auth/passkey/extension?x=1'), true)).toEqual({
      reason: 'Passkeys need the site’s name, not an IP address.',
      localhostUrl: 'http://localhost:8787/auth/passkey/extension?x=1',
    });
    expect(passkeysUnavailable(new URL('http://[::1]:8787/'), true)?.localhostUrl).toBe(
      'http://localhost:8787/',
    );
  });

  it('says so without WebAuthn, and nothing on a named site', () => {
    expect(passkeysUnavailable(new URL('https://app.example/'), false)?.reason).toMatch(/does not support/);
    expect(passkeysUnavailable(new URL('http://localhost:8787/'), true)).toBeUndefined();
    expect(passkeysUnavailable(new URL('https://app.example/'), true)).toBeUndefined();
  });
});
