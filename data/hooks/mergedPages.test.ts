import { describe, expect, it } from 'vitest';
import { type MergedPage, mergeSourcesPage, nextMergedPage } from './mergedPages.ts';

interface Row {
  id: string;
  tvl: number;
}
const rows = (prefix: string, ...tvls: number[]) => tvls.map((tvl, i) => ({ id: `${prefix}${i}`, tvl }));
const byTvl = (row: Row) => row.tvl;

/** Three sources paged two rows at a time, the way the Data API pages by TVL. */
function pageFrom(sources: Row[][], cursors: (number | null)[] | undefined) {
  return sources.map((all, i) => {
    if (cursors?.[i] === null) return null;
    const below = cursors === undefined ? all : all.filter((row) => row.tvl < (cursors[i] as number));
    return below.slice(0, 2);
  });
}

describe('mergeSourcesPage', () => {
  it('keeps the global order across pages, holding rows another source may still out-rank', () => {
    const sources = [rows('v4-', 1000, 900, 100, 50), rows('v3-', 800, 700, 600, 500), rows('v2-', 300, 200)];
    const shown: Row[] = [];
    let previous: MergedPage<Row> | undefined;
    for (let page = 0; page < 10; page++) {
      const merged = mergeSourcesPage(pageFrom(sources, previous?.cursors), previous, 2, byTvl);
      shown.push(...merged.rows);
      const next = nextMergedPage(merged);
      if (!next) break;
      previous = next;
    }
    expect(shown.map((row) => row.tvl)).toEqual([1000, 900, 800, 700, 600, 500, 300, 200, 100, 50]);
  });

  it('shows everything once every source is exhausted, and says no page follows', () => {
    const merged = mergeSourcesPage([rows('a', 5, 1), null, rows('c', 3)], undefined, 3, byTvl);
    expect(merged.rows.map((row) => row.tvl)).toEqual([5, 3, 1]);
    expect(merged.held).toEqual([]);
    expect(nextMergedPage(merged)).toBeNull();
  });
});
