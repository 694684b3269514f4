import { describe, expect, it } from 'vitest';
import { createDataset } from './dataset/dataset.ts';
import { queryDataApi } from './queryDataApi.ts';
import { createDataApi } from './yoga.ts';

const NOON = Date.parse('2026-11-22T12:00:00Z');
const MINUTE_MS = 60_000;
const USDC_WETH_005 = '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640';

interface Row {
  id: string;
  hash: string;
  timestamp: number;
  type: string;
  account: string;
  token0Quantity: string;
  token1Quantity: string;
  usdValue: { value: number };
}

const ROW = 'id hash timestamp type account token0Quantity token1Quantity usdValue { value }';
const CHAIN_TRANSACTIONS = `query ($first: Int!, $cursor: Int) {
  v3Transactions(chain: ETHEREUM, first: $first, timestampCursor: $cursor) { ${ROW} } }`;
const POOL_TRANSACTIONS = `query ($first: Int!, $cursor: Int) {
  v3Pool(chain: ETHEREUM, address: "${USDC_WETH_005}") { transactions(first: $first, timestampCursor: $cursor) { ${ROW} } } }`;

/** A Data API whose clock the test sets; the execution cache stays on, as served. */
function apiAt(startMs: number) {
  let nowMs = startMs;
  const api = createDataApi({ dataset: createDataset(), clock: () => nowMs });
  return { api, advance: (ms: number) => (nowMs += ms) };
}

type List = (api: ReturnType<typeof apiAt>['api'], first: number, cursor?: number) => Promise<Row[]>;

const chainList: List = async (api, first, cursor) =>
  (await queryDataApi<{ v3Transactions: Row[] }>(api, CHAIN_TRANSACTIONS, { first, cursor })).data
    ?.v3Transactions ?? [];

const poolList: List = async (api, first, cursor) =>
  (await queryDataApi<{ v3Pool: { transactions: Row[] } | null }>(api, POOL_TRANSACTIONS, { first, cursor }))
    .data?.v3Pool?.transactions ?? [];

const lists: [string, List][] = [
  ['V3Transactions on ETHEREUM', chainList],
  ['the USDC/WETH 0.05% pool', poolList],
];

describe('transactions keep arriving with the clock', () => {
  it.each(lists)('%s: the same instant answers the same rows, from any server', async (_name, list) => {
    const one = apiAt(NOON).api;
    const other = apiAt(NOON).api;
    const rows = await list(one, 100);
    expect(rows).toHaveLength(100);
    expect(await list(other, 100)).toEqual(rows);
    expect(await list(one, 100)).toEqual(rows);
    expect(rows.every((row) => row.timestamp <= NOON / 1000)).toBe(true);
  });

  it.each(lists)('%s: a minute later, new rows sit on top of unchanged older ones', async (_name, list) => {
    const { api, advance } = apiAt(NOON);
    const before = await list(api, 200);
    advance(MINUTE_MS);
    const after = await list(api, 200);
    const arrived = after.filter((row) => row.timestamp > NOON / 1000);
    expect(arrived.length).toBeGreaterThan(0);
    expect(arrived.every((row) => row.timestamp <= NOON / 1000 + 60)).toBe(true);
    expect(after.slice(0, arrived.length)).toEqual(arrived);
    expect(after.slice(arrived.length)).toEqual(before.slice(0, 200 - arrived.length));
  });

  it('gives the busiest chain list new rows within 15 seconds, as often as the front end polls', async () => {
    const { api, advance } = apiAt(NOON);
    for (let poll = 0; poll < 20; poll++) {
      const [newest] = await chainList(api, 1);
      advance(15_000);
      const [next] = await chainList(api, 1);
      expect(next?.timestamp).toBeGreaterThan(newest?.timestamp ?? Number.POSITIVE_INFINITY);
    }
  });

  it.each(lists)('%s: the timestamp cursor pages without duplicates', async (_name, list) => {
    const { api, advance } = apiAt(NOON);
    const whole = await list(api, 200);
    const pages: Row[][] = [];
    let cursor: number | undefined;
    for (let i = 0; i < 4; i++) {
      const page = await list(api, 40, cursor);
      // Rows strictly older than the cursor, in the order one big page lists them.
      const expected = whole.filter((row) => cursor === undefined || row.timestamp < cursor).slice(0, 40);
      expect(page).toEqual(expected);
      pages.push(page);
      cursor = page.at(-1)?.timestamp;
      // Trades arriving meanwhile must not shift a page that is read by cursor.
      advance(MINUTE_MS);
    }
    const ids = pages.flat().map((row) => row.id);
    expect(ids).toHaveLength(160);
    expect(new Set(ids).size).toBe(ids.length);
    const timestamps = pages.flat().map((row) => row.timestamp);
    expect(timestamps).toEqual([...timestamps].sort((a, b) => b - a));
  });
});
