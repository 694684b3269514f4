import { describe, expect, it } from 'vitest';
import { keepUnchangedParts } from './keepUnchangedParts.ts';
import { mergeSourcesPage } from './mergedPages.ts';

interface Trade {
  id: string;
  timestamp: number;
  usdValue: { value: number };
  token0: { symbol: string };
}
const trade = (n: number): Trade => ({
  id: `tx-${n}`,
  timestamp: 1_000 + n,
  usdValue: { value: n * 10 },
  token0: { symbol: 'USDC' },
});
/** What a poll parses: a whole new tree, every object fresh, as `JSON.parse` gives it. */
const fetched = (...ns: number[]) => JSON.parse(JSON.stringify(ns.map(trade))) as Trade[];
/** One page of the transactions list, merged newest first from two sources, as the hook builds it. */
const pageOf = (v3: Trade[], v2: Trade[]) => [mergeSourcesPage([v3, v2], undefined, 25, (t) => t.timestamp)];

describe('keepUnchangedParts', () => {
  it('gives back the answer already shown when a refetch brings an equal one', () => {
    const shown = pageOf(fetched(5, 3, 1), fetched(4, 2));
    const refetched = pageOf(fetched(5, 3, 1), fetched(4, 2));
    expect(refetched).not.toBe(shown);
    expect(keepUnchangedParts(shown, refetched)).toBe(shown);
  });

  it('keeps every row’s object when a poll adds one row at the top, and takes the new one as it comes', () => {
    const shown = pageOf(fetched(5, 3, 1), fetched(4, 2));
    const polled = pageOf(fetched(6, 5, 3, 1), fetched(4, 2));
    const kept = keepUnchangedParts(shown, polled);
    expect(kept).toEqual(polled);
    const rows = kept[0]?.rows ?? [];
    const before = new Map(shown[0]?.rows.map((row) => [row.id, row]));
    const reused = rows.filter((row) => before.get(row.id) === row).map((row) => row.id);
    expect(reused).toEqual(['tx-5', 'tx-4', 'tx-3', 'tx-2', 'tx-1']);
    expect(rows[0]).toBe(polled[0]?.rows[0]);
  });

  it('renews only the row whose figures moved, and inside it only what moved', () => {
    const shown = fetched(3, 2, 1);
    const polled = fetched(3, 2, 1);
    (polled[1] as Trade).usdValue.value = 999;
    const kept = keepUnchangedParts(shown, polled);
    expect(kept).toEqual(polled);
    expect(kept[0]).toBe(shown[0]);
    expect(kept[2]).toBe(shown[2]);
    expect(kept[1]).not.toBe(shown[1]);
    expect(kept[1]?.token0).toBe(shown[1]?.token0);
  });

  it('matches items without an id by place, and takes what is not plain data as it comes', () => {
    const shown = { cursors: [25, null], points: [{ t: 1 }, { t: 2 }] };
    const polled = { cursors: [25, null], points: [{ t: 1 }, { t: 3 }] };
    const kept = keepUnchangedParts(shown, polled);
    expect(kept).toEqual(polled);
    expect(kept.cursors).toBe(shown.cursors);
    expect(kept.points[0]).toBe(shown.points[0]);
    const at = new Date(0);
    expect(keepUnchangedParts({ at: new Date(0) }, { at }).at).toBe(at);
  });

  it('drops a field the new answer no longer has', () => {
    const shown: { rows: number[]; partial?: true } = { rows: [1], partial: true };
    const kept = keepUnchangedParts(shown, { rows: [1] });
    expect(kept).toEqual({ rows: [1] });
    expect(kept.rows).toBe(shown.rows);
  });
});
