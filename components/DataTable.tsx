import { Fragment, startTransition, useCallback, useState } from 'react';
import { navigate } from 'vike/client/router';
import { NearViewportSentinel } from './NearViewportSentinel.tsx';
import { Skeleton } from './Skeleton.tsx';
import { SortHeader, type SortState, sortRows } from './SortHeader.tsx';
import './DataTable.css';

/** One column: its header, the classes its cells share, and what it shows while the rows load. */
export interface DataColumn<SortKey extends string> {
  /** React key; unique within the table. */
  id: string;
  label: React.ReactNode;
  /** Classes of header and cells alike (`col-name`, `col-secondary`, `col-wide`). */
  className?: string;
  /** The header's width class (`col-w-…`). */
  width?: string;
  /** Makes the header a sort button ordering rows by `sortValues[sortBy]`. */
  sortBy?: SortKey;
  skeleton: React.ReactNode;
}

const SKELETON_ROWS = 10;

/**
 * Rows a table shows before the reader scrolls, and how many more come each time its end nears the
 * viewport. A page of 100 tokens or pools is fetched whole, but laying out and painting all its rows,
 * sparklines and logos on arrival was the longest task of the explore pages on a phone; most readers
 * never scroll that far. A prerendered table carries exactly these first rows in its HTML.
 */
export const ROWS_SHOWN_AT_FIRST = 25;
const ROWS_SHOWN_PER_STEP = 25;

/**
 * The explore-style table: headers (some sortable), one row per item, skeleton rows of the
 * final shape while the items load, so nothing shifts when they arrive.
 */
export function DataTable<Row, SortKey extends string = never>({
  className,
  columns,
  rows,
  rowKey,
  renderRow,
  sortValues,
  skeletonRows = SKELETON_ROWS,
}: {
  className: string;
  columns: readonly DataColumn<SortKey>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The row's `<tr>`, given its 1-based rank in the current order. */
  renderRow: (row: Row, rank: number) => React.ReactNode;
  sortValues?: Record<SortKey, (row: Row) => number | undefined>;
  skeletonRows?: number;
}) {
  const [sort, setSort] = useState<SortState<SortKey> | undefined>(undefined);
  const [shownRows, setShownRows] = useState(ROWS_SHOWN_AT_FIRST);
  const showMoreRows = useCallback(
    () => startTransition(() => setShownRows((shown) => shown + ROWS_SHOWN_PER_STEP)),
    [],
  );
  const ordered = rows && sort && sortValues ? sortRows(rows, sortValues[sort.key], sort.direction) : rows;
  return (
    <>
      <table className={`data-table ${className}`}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={classes(column.width, column.className)}
                aria-sort={column.sortBy ? ariaSort(sort, column.sortBy) : undefined}
              >
                {column.sortBy ? (
                  <SortHeader sortKey={column.sortBy} label={column.label} sort={sort} onSort={setSort} />
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ordered
            ? ordered
                .slice(0, shownRows)
                .map((row, index) => <Fragment key={rowKey(row)}>{renderRow(row, index + 1)}</Fragment>)
            : Array.from({ length: skeletonRows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
                <tr key={i}>
                  {columns.map((column) => (
                    <td key={column.id} className={column.className}>
                      {column.skeleton}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
      {ordered && ordered.length > shownRows ? (
        <NearViewportSentinel key={shownRows} onNear={showMoreRows} />
      ) : null}
    </>
  );
}

/** The skeleton of a logo-and-name cell, while its row loads. */
export function NameCellSkeleton() {
  return (
    <div className="cell-token">
      <Skeleton width={28} height={28} />
      <Skeleton width="60%" />
    </div>
  );
}

/** A click anywhere on a row opens it; clicks on the row's own link keep their browser behaviour. */
export function onRowClick(event: React.MouseEvent, href: string) {
  if ((event.target as HTMLElement).closest('a, button')) return;
  void navigate(href);
}

function ariaSort<K extends string>(sort: SortState<K> | undefined, key: K) {
  if (sort?.key !== key) return undefined;
  return sort.direction === 'desc' ? 'descending' : 'ascending';
}

function classes(...names: (string | undefined)[]) {
  return names.filter(Boolean).join(' ') || undefined;
}
