import { useState } from 'react';
import { EmptyState, ErrorState } from '../../components/DataStates.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { SegmentedControl } from '../../components/SegmentedControl.tsx';
import { TokensTable } from '../../components/TokensTable.tsx';
import type { ChainInfo } from '../../data/chains.ts';
import { type TopTokensPage, useTopTokens, type VolumeDuration } from '../../data/hooks/useTopTokens.ts';
import { TokenSearch } from './TokenSearch.tsx';

const VOLUME_DURATIONS: readonly { value: VolumeDuration; label: string }[] = [
  { value: 'HOUR', label: '1H' },
  { value: 'DAY', label: '1D' },
  { value: 'WEEK', label: '1W' },
  { value: 'MONTH', label: '1M' },
  { value: 'YEAR', label: '1Y' },
];

/** The top tokens of a chain: volume period, search, the sortable table, and more on demand. */
export function TokensTab({
  chain,
  firstPage,
}: {
  chain: ChainInfo | undefined;
  firstPage: TopTokensPage | undefined;
}) {
  const [duration, setDuration] = useState<VolumeDuration>('DAY');
  const { pages, error, isLoadingMore, hasMore, loadMore, retry } = useTopTokens(
    chain?.chain,
    duration,
    firstPage,
  );
  const tokens = pages?.flatMap((page) => page.tokens);
  const volumeLabel = `${VOLUME_DURATIONS.find((d) => d.value === duration)?.label} volume`;
  return (
    <section aria-label="Tokens">
      <div className="table-toolbar">
        <TokenSearch chain={chain} />
        <SegmentedControl
          label="Volume period"
          options={VOLUME_DURATIONS}
          value={duration}
          onChange={setDuration}
        />
      </div>
      <div className="data-table-wrap">
        {error && !tokens ? (
          <ErrorState what="tokens" onRetry={retry} />
        ) : tokens?.length === 0 ? (
          <EmptyState>No tokens on {chain?.label} yet. Pick another network above.</EmptyState>
        ) : (
          <TokensTable tokens={tokens} volumeLabel={volumeLabel} />
        )}
        {hasMore ? (
          <LoadMoreButton label="Load more tokens" onClick={loadMore} loading={isLoadingMore} />
        ) : null}
      </div>
    </section>
  );
}
