export interface SortState<K extends string> {
  key: K;
  direction: 'asc' | 'desc';
}

/** A column header button: first click sorts descending, the next ascending. */
export function SortHeader<K extends string>({
  sortKey,
  label,
  sort,
  onSort,
}: {
  sortKey: K;
  label: React.ReactNode;
  sort: SortState<K> | undefined;
  onSort: (sort: SortState<K>) => void;
}) {
  const active = sort?.key === sortKey;
  const arrow = active ? (sort.direction === 'desc' ? '↓' : '↑') : '';
  return (
    <button
      type="button"
      className="sort-button"
      aria-pressed={active}
      onClick={() =>
        onSort({ key: sortKey, direction: active && sort.direction === 'desc' ? 'asc' : 'desc' })
      }
    >
      {arrow}
      {label}
    </button>
  );
}

/** Rows ordered by a numeric value; rows without one go last. */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => number | undefined,
  direction: 'asc' | 'desc',
) {
  const sign = direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === undefined) return vb === undefined ? 0 : 1;
    if (vb === undefined) return -1;
    return (va - vb) * sign;
  });
}
