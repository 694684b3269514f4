import { describe, expect, it } from 'vitest';
import { createPositionIndex } from './positionIndex.ts';

const ZERO = '0x0000000000000000000000000000000000000000';
const PAIR = '0x00000000000000000000000000000000000000aa';
const ALICE = '0x00000000000000000000000000000000000000a1';
const BOB = '0x00000000000000000000000000000000000000b0';

describe('the index of who holds which position', () => {
  it('follows a position NFT from its mint through a transfer to its burn', () => {
    let changes = 0;
    const index = createPositionIndex(() => changes++);
    index.transferNft('v4', 7n, ZERO, ALICE);
    expect(index.positionsOf(ALICE)).toEqual([{ version: 'v4', id: '7' }]);
    index.transferNft('v4', 7n, ALICE, BOB);
    expect(index.positionsOf(ALICE)).toEqual([]);
    expect(index.ownerOf({ version: 'v4', id: '7' })).toBe(BOB);
    // The same token id of the other manager is another position.
    expect(index.ownerOf({ version: 'v3', id: '7' })).toBeUndefined();
    index.transferNft('v4', 7n, BOB, ZERO);
    expect(index.positionsOf(BOB)).toEqual([]);
    expect(index.ownerOf({ version: 'v4', id: '7' })).toBeUndefined();
    expect(changes).toBe(3);
  });

  it('counts V2 shares of known pairs only, never as the zero address’s or the pair’s own', () => {
    const index = createPositionIndex(() => {});
    index.transferShares(PAIR, ZERO, ALICE, 100n);
    expect(index.positionsOf(ALICE)).toEqual([]);
    index.addPair(PAIR, { token0: '0x01', token1: '0x02' });
    // The first mint locks the minimum with the zero address, then mints to the provider.
    index.transferShares(PAIR, ZERO, ZERO, 1000n);
    index.transferShares(PAIR, ZERO, ALICE, 5000n);
    expect(index.positionsOf(ZERO)).toEqual([]);
    expect(index.ownerOf({ version: 'v2', id: PAIR }, ALICE)).toBe(ALICE);
    index.transferShares(PAIR, ALICE, BOB, 2000n);
    expect(index.positionsOf(BOB)).toEqual([{ version: 'v2', id: PAIR }]);
    // Removing liquidity sends the shares to the pair, which burns them.
    index.transferShares(PAIR, ALICE, PAIR, 3000n);
    expect(index.positionsOf(PAIR)).toEqual([]);
    index.transferShares(PAIR, PAIR, ZERO, 3000n);
    expect(index.positionsOf(ALICE)).toEqual([]);
    expect(index.positionsOf(PAIR)).toEqual([]);
    expect(index.ownerOf({ version: 'v2', id: PAIR }, ALICE)).toBeUndefined();
    expect(index.ownerOf({ version: 'v2', id: PAIR })).toBeUndefined();
  });
});
