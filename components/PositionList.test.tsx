import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { positionRowFixture, USDC_FIXTURE, WETH_FIXTURE } from '../data/positionRow.fixture.ts';
import type { PositionRow, PositionToken } from '../data/positionRow.ts';
import { positionCardRange, positionPagePreview, positionPreviewRecord } from '../preview/positionPreview.ts';
import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';
import { PositionList } from './PositionList.tsx';

const token = (symbol: keyof typeof WELL_KNOWN_TOKENS, decimals: number): PositionToken => ({
  address: WELL_KNOWN_TOKENS[symbol].toLowerCase(),
  symbol,
  name: symbol,
  decimals,
  logoUrl: null,
});

/** Pairs in both pool orders, each with the words every screen must quote it in. */
const PAIRS: [string, PositionRow][] = [
  ['USDC per WETH', positionRowFixture()],
  [
    'USDC per WETH',
    positionRowFixture({
      token0: WETH_FIXTURE,
      token1: USDC_FIXTURE,
      tickLower: -201_360,
      tickUpper: -198_480,
      currentTick: -200_310,
    }),
  ],
  [
    'WETH per UNI',
    positionRowFixture({
      token0: token('UNI', 18),
      tickLower: -60_000,
      tickUpper: -57_000,
      currentTick: -58_000,
    }),
  ],
  [
    'LINK per UNI',
    positionRowFixture({
      token0: token('LINK', 18),
      token1: token('UNI', 18),
      tickLower: -6_000,
      tickUpper: -3_000,
      currentTick: -4_000,
    }),
  ],
];

describe('one way to quote a position’s range', () => {
  it.each(PAIRS)('the list, the position’s tags and its card all say %s', (words, row) => {
    const list = renderToString(<PositionList positions={[row]} />).replace(/<!-- -->/g, '');
    expect(list).toContain(words);
    const card = positionCardRange(row);
    expect(card).toContain(words);
    const record = positionPreviewRecord(row, { brandName: 'Uniswap' });
    expect(record && positionPagePreview(record).description).toContain(card);
    const [, min, max] = /^(\S+) to (\S+) /.exec(card) ?? [];
    expect(list).toContain(`${min} – ${max}`);
  });
});
