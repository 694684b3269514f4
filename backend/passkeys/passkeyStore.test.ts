import { describe, expect, it } from 'vitest';
import { IN_MEMORY_STORE, openBackendStore } from '../store/backendStore.ts';
import { createPasskeyStore } from './passkeyStore.ts';

describe('passkey challenges', () => {
  it('bounds how many are open at once, and frees room as they expire', () => {
    const clock = { now: 0 };
    const store = createPasskeyStore(openBackendStore(IN_MEMORY_STORE), {
      clock: () => clock.now,
      maxOpenChallenges: 2,
    });
    expect(store.issueChallenge('sign-in', null, 1_000)).toBeTypeOf('string');
    const second = store.issueChallenge('sign-in', null, 2_000);
    expect(store.issueChallenge('sign-in', null, 1_000)).toBeUndefined();
    clock.now = 1_000;
    expect(store.issueChallenge('sign-in', null, 1_000)).toBeTypeOf('string');
    expect(store.takeChallenge(second ?? '', 'sign-in', null)).toBe(true);
  });

  it('answers only the purpose and address it was issued for', () => {
    const store = createPasskeyStore(openBackendStore(IN_MEMORY_STORE));
    const address = '0x00000000000000000000000000000000000000aa';
    const forRegister = store.issueChallenge('register', address, 60_000) ?? '';
    expect(store.takeChallenge(forRegister, 'sign-in', null)).toBe(false);
    const forOther = store.issueChallenge('register', address, 60_000) ?? '';
    expect(store.takeChallenge(forOther, 'register', '0x00000000000000000000000000000000000000bb')).toBe(
      false,
    );
    const right = store.issueChallenge('register', address, 60_000) ?? '';
    expect(store.takeChallenge(right, 'register', address.toUpperCase().replace('0X', '0x'))).toBe(true);
  });
});
