import { useState } from 'react';
import { EmptyState, ErrorState } from '../../components/DataStates.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { PoolsTable } from '../../components/PoolsTable.tsx';
import { useTextTypedBeforeHydration } from '../../components/useTextTypedBeforeHydration.ts';
import { isEvmAddress } from '../../data/addressPatterns.ts';
import type { ChainInfo } from '../../data/chains.ts';
import { type PoolsPage, useTopPools } from '../../data/hooks/useTopPools.ts';
import '../../components/SearchBox.css';

/** The top pools of a chain by TVL, filterable by a token address, with more on demand. */
export function PoolsTab({
  chain,
  firstPage,
}: {
  chain: ChainInfo | undefined;
  firstPage: PoolsPage | undefined;
}) {
  const [filter, setFilter] = useState('');
  const searchInput = useTextTypedBeforeHydration(setFilter);
  const tokenAddress = isEvmAddress(filter.trim()) ? filter.trim().toLowerCase() : undefined;
  const { pages, error, hasMore, isLoadingMore, loadMore, retry } = useTopPools(
    chain?.chain,
    tokenAddress,
    tokenAddress ? undefined : firstPage,
  );
  const pools = pages?.flatMap((page) => page.rows);
  return (
    <section aria-label="Pools">
      <div className="table-toolbar">
        <div className="search-box">
          <input
            className="input"
            type="search"
            placeholder="Filter by token address (0x…)"
            aria-label="Filter pools by token address"
            ref={searchInput}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      </div>
      <div className="data-table-wrap">
        {error && !pools ? (
          <ErrorState what="pools" onRetry={retry} />
        ) : pools?.length === 0 ? (
          <EmptyState>
            {tokenAddress ? 'No pools hold this token.' : `No pools on ${chain?.label} yet.`} Try another
            network or token.
          </EmptyState>
        ) : (
          <PoolsTable pools={pools} chain={chain?.chain} />
        )}
        {hasMore ? (
          <LoadMoreButton label="Load more pools" onClick={loadMore} loading={isLoadingMore} />
        ) : null}
      </div>
    </section>
  );
}
