import { describe, expect, it } from 'vitest';
import { nftRouteOf } from './nftRouteParams.ts';

const PUNKS = '0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB';

describe('nftRouteOf', () => {
  it('waits for a shell to read its address bar', () => {
    expect(nftRouteOf(undefined)).toEqual({ kind: 'pending' });
  });

  it('takes a contract address in any case, and decimal token ids', () => {
    expect(nftRouteOf({ contractAddress: PUNKS })).toEqual({
      kind: 'valid',
      contractAddress: PUNKS.toLowerCase(),
      tokenId: undefined,
    });
    expect(nftRouteOf({ contractAddress: PUNKS, tokenId: '0' })).toMatchObject({ tokenId: '0' });
  });

  it('refuses what cannot name a collection or a token', () => {
    for (const params of <Record<string, string>[]>[
      { contractAddress: 'punks' },
      { contractAddress: `${PUNKS}00` },
      { contractAddress: PUNKS, tokenId: '-1' },
      { contractAddress: PUNKS, tokenId: '0x1f' },
      { contractAddress: PUNKS, tokenId: '1'.repeat(79) },
      { contractAddress: '' },
    ]) {
      expect(nftRouteOf(params)).toEqual({ kind: 'invalid' });
    }
  });
});
