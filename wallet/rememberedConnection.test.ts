import { describe, expect, it } from 'vitest';
import { hasRememberedConnection } from './rememberedConnection.ts';
import { WALLET_STORAGE_KEY } from './walletStorageKey.ts';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === `${WALLET_STORAGE_KEY}.store` ? value : null),
});

describe('remembered wallet connection', () => {
  it('is there when the persisted store names a current connection', () => {
    const store = { state: { connections: { __type: 'Map', value: [] }, chainId: 31337, current: 'abc' } };
    expect(hasRememberedConnection(storageWith(JSON.stringify(store)))).toBe(true);
  });

  it('is not there after a disconnect, before any connection, or when storage is unreadable', () => {
    expect(hasRememberedConnection(storageWith(JSON.stringify({ state: { current: null } })))).toBe(false);
    expect(hasRememberedConnection(storageWith(null))).toBe(false);
    expect(hasRememberedConnection(storageWith('{not json'))).toBe(false);
  });
});
