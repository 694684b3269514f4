import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPasskeyStore } from '../passkeys/passkeyStore.ts';
import { backendStorePathFrom, DEFAULT_BACKEND_STORE, openBackendStore } from './backendStore.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the backend store', () => {
  it('is DATA_API_STORE, else a file under the gitignored .state folder', () => {
    expect(backendStorePathFrom({ DATA_API_STORE: '/tmp/x.sqlite' })).toBe('/tmp/x.sqlite');
    expect(backendStorePathFrom({ DATA_API_STORE: '' })).toBe(DEFAULT_BACKEND_STORE);
    expect(DEFAULT_BACKEND_STORE.startsWith('.state/')).toBe(true);
  });

  it('keeps what was written when it is closed and opened again, making its folder on first use', () => {
    const folder = mkdtempSync(join(tmpdir(), 'backend-store-'));
    folders.push(folder);
    const path = join(folder, 'nested', 'store.sqlite');
    const first = openBackendStore(path);
    const credential = {
      id: 'cred-1',
      publicKey: new Uint8Array([1, 2, 3]),
      counter: 7,
      transports: ['internal'],
    };
    createPasskeyStore(first, { clock: () => 1_000 }).addPasskey(
      '0xAbCdEf0000000000000000000000000000000001',
      'Phone',
      credential,
    );
    first.close();

    const again = createPasskeyStore(openBackendStore(path));
    expect(again.passkeysOf('0xabcdef0000000000000000000000000000000001')).toEqual([
      {
        id: 'cred-1',
        address: '0xabcdef0000000000000000000000000000000001',
        name: 'Phone',
        createdAt: 1_000,
        lastUsedAt: null,
        credential,
      },
    ]);
  });
});
