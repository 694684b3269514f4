/**
 * Paging through a list merged from several sources (V4, V3 and V2), each sorted by a rank descending
 * (TVL, timestamp) and paged by a cursor: the rank of the last row it returned.
 */
export interface MergedPage<Row> {
  rows: Row[];
  /** Per source: where its next page starts, `null` once it is exhausted. */
  cursors: (number | null)[];
  /** Rows already fetched but ranked below what another source may still return. */
  held: Row[];
}

/**
 * Merges one round of fetches into a page. A row is shown only when no source can still return a row
 * ranked above it; the others wait for the next page, so loading more never breaks the order (a V3
 * pool on page two can out-rank the V2 pairs page one would otherwise end with).
 *
 * @param fetched each source's rows this round, `null` for a source already exhausted
 */
export function mergeSourcesPage<Row>(
  fetched: readonly (readonly Row[] | null)[],
  previous: MergedPage<Row> | undefined,
  pageSize: number,
  rank: (row: Row) => number,
): MergedPage<Row> {
  const cursors = fetched.map((rows) =>
    rows === null || rows.length < pageSize ? null : rank(rows[rows.length - 1] as Row),
  );
  const open = cursors.filter((cursor): cursor is number => cursor !== null);
  const frontier = open.length > 0 ? Math.max(...open) : Number.NEGATIVE_INFINITY;
  const candidates = [...(previous?.held ?? []), ...fetched.flatMap((rows) => rows ?? [])].sort(
    (a, b) => rank(b) - rank(a),
  );
  return {
    rows: candidates.filter((row) => rank(row) >= frontier),
    cursors,
    held: candidates.filter((row) => rank(row) < frontier),
  };
}

/** The cursor of the page after `page`, or `null` when every source is exhausted. */
export function nextMergedPage<Row>(page: MergedPage<Row>): MergedPage<Row> | null {
  return page.cursors.some((cursor) => cursor !== null) ? page : null;
}
