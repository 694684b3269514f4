import { describe, expect, it } from 'vitest';
import { positionRowFixture } from '../data/positionRow.fixture.ts';
import {
  FULL_RANGE_TEXT,
  lookupPositionPreview,
  positionCardRange,
  positionPagePreview,
  positionPreviewRecord,
} from './positionPreview.ts';

const brand = { brandName: 'Uniswap' };
const row = positionRowFixture();

describe('a position card’s range', () => {
  it('quotes the range in the stablecoin, whichever side of the pool it sits on', () => {
    expect(positionCardRange(row)).toBe('1,800.9 to 2,401.9 USDC per WETH');
    const flipped = {
      ...row,
      token0: row.token1,
      token1: row.token0,
      tickLower: -201_360,
      tickUpper: -198_480,
    };
    expect(positionCardRange({ ...flipped, currentTick: -200_310 })).toBe('1,800.9 to 2,401.9 USDC per WETH');
  });

  it('says full range from the lowest usable tick to the highest, and for V2', () => {
    expect(positionCardRange({ ...row, tickLower: -887_270, tickUpper: 887_270 })).toBe(FULL_RANGE_TEXT);
    expect(positionCardRange({ ...row, tickLower: null, tickUpper: null })).toBe(FULL_RANGE_TEXT);
    expect(positionCardRange({ ...row, tickLower: -887_200, tickUpper: 887_270 })).not.toBe(FULL_RANGE_TEXT);
  });
});

describe('position preview', () => {
  it('makes a versioned edge card, its tags and its page path from the row', () => {
    const record = positionPreviewRecord(row, brand);
    expect(record?.title).toBe('USDC/WETH 0.05% position on Uniswap');
    expect(record?.path).toBe('/positions/v3/ethereum/42');
    expect(record?.imagePath).toMatch(/^\/api\/image\/positions\/ethereum\/v3\/42\?v=[0-9a-f]{16}$/);
    expect(record?.positionData).toMatchObject({ status: 'in-range', value: '$12.3K', feeTier: '0.05%' });
    const preview = record && positionPagePreview(record);
    expect(preview?.description).toContain('In range: 1,800.9 to 2,401.9 USDC per WETH, worth $12.3K');
    expect(preview?.imageAlt).toContain('V3 position on Ethereum');
  });

  it('gives the card a new version when the position moves out of range', () => {
    const before = positionPreviewRecord(row, brand)?.imagePath;
    const after = positionPreviewRecord({ ...row, currentTick: 202_000, status: 'out-of-range' }, brand);
    expect(after?.imagePath).not.toBe(before);
  });

  it('has no card for a V2 share, and asks nothing for an unknown chain or a token id that is not one', async () => {
    expect(positionPreviewRecord({ ...row, version: 'v2' }, brand)).toBeUndefined();
    const asked: string[] = [];
    const read = async (_chain: string, _version: string, id: string) => {
      asked.push(id);
      return id === '42' ? row : undefined;
    };
    expect(await lookupPositionPreview(read, 'nowhere', 'v3', '42', brand)).toBeUndefined();
    expect(await lookupPositionPreview(read, 'ethereum', 'v3', '0x2a', brand)).toBeUndefined();
    expect(await lookupPositionPreview(read, 'ethereum', 'v3', '9'.repeat(79), brand)).toBeUndefined();
    expect(await lookupPositionPreview(read, 'ethereum', 'v3', '7', brand)).toBeUndefined();
    expect((await lookupPositionPreview(read, 'Ethereum', 'v3', '42', brand))?.tokenId).toBe('42');
    expect(asked).toEqual(['7', '42']);
  });
});
