import { useSyncExternalStore } from 'react';
import { type PasskeysUnavailable, passkeysUnavailable } from './passkeySupport.ts';

const subscribeNever = () => () => {};
let checked: { href: string; answer: PasskeysUnavailable | undefined } | undefined;

/** `unknown` in the prerendered page (no browser yet), then whether passkeys work here. */
export function usePasskeySupport(): 'unknown' | 'ready' | PasskeysUnavailable {
  return useSyncExternalStore<'unknown' | 'ready' | PasskeysUnavailable>(
    subscribeNever,
    browserSupport,
    () => 'unknown',
  );
}

function browserSupport(): 'ready' | PasskeysUnavailable {
  // The same object each time for one address: useSyncExternalStore compares snapshots by identity.
  if (checked?.href !== window.location.href) {
    const answer = passkeysUnavailable(
      new URL(window.location.href),
      typeof window.PublicKeyCredential === 'function',
    );
    checked = { href: window.location.href, answer };
  }
  return checked.answer ?? 'ready';
}
