import { useState } from 'react';
import { EmptyState, ErrorState } from '../../components/DataStates.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { NftActivityTable } from '../../components/NftActivityTable.tsx';
import { SegmentedControl } from '../../components/SegmentedControl.tsx';
import { type NftActivityType, useNftActivity } from '../../data/hooks/useNftActivity.ts';
import '../../components/DataTable.css';

type Kind = 'all' | 'sales' | 'listings' | 'transfers';
const KINDS: readonly { value: Kind; types: readonly NftActivityType[]; label: string }[] = [
  { value: 'all', types: [], label: 'All' },
  { value: 'sales', types: ['SALE'], label: 'Sales' },
  { value: 'listings', types: ['LISTING', 'CANCEL_LISTING'], label: 'Listings' },
  { value: 'transfers', types: ['TRANSFER'], label: 'Transfers' },
];

/** A collection's sales, listings and transfers, newest first, with a kind filter and more on demand. */
export function CollectionActivity({ contractAddress }: { contractAddress: string | undefined }) {
  const [kind, setKind] = useState<Kind>('all');
  const chosen = KINDS.find((item) => item.value === kind);
  const { events, error, retry, hasMore, loadMore, isLoadingMore } = useNftActivity(
    contractAddress,
    chosen?.types ?? [],
  );
  return (
    <section className="collection-activity" aria-label="Activity">
      <div className="activity-kinds">
        <SegmentedControl label="Kind of event" options={KINDS} value={kind} onChange={setKind} />
      </div>
      <div className="data-table-wrap">
        {error && !events ? (
          <ErrorState what="the activity" onRetry={retry} />
        ) : events?.length === 0 ? (
          <EmptyState>
            No {kind === 'all' ? '' : `${chosen?.label.toLowerCase()} `}events for this collection yet.
          </EmptyState>
        ) : (
          <NftActivityTable events={events} />
        )}
        {hasMore ? (
          <LoadMoreButton label="Load more activity" onClick={loadMore} loading={isLoadingMore} />
        ) : null}
      </div>
    </section>
  );
}
