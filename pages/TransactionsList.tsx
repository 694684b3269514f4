import { useEffect, useState } from 'react';
import { EmptyState, ErrorState } from '../components/DataStates.tsx';
import { LoadMoreButton } from '../components/LoadMoreButton.tsx';
import { TransactionsTable } from '../components/TransactionsTable.tsx';
import type { useChainTransactions } from '../data/hooks/useTransactions.ts';

/** A transactions table with its states and a "load more" (chain, token and pool pages share it). */
export function TransactionsList({
  state,
  emptyText,
}: {
  state: ReturnType<typeof useChainTransactions>;
  emptyText: string;
}) {
  const { pages, error, hasMore, isLoadingMore, loadMore, retry } = state;
  const transactions = pages?.flatMap((page) => page.rows);
  // Relative times are computed after hydration only, so server and browser render the same HTML.
  const [now, setNow] = useState(0);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="data-table-wrap">
      {error && !transactions ? (
        <ErrorState what="transactions" onRetry={retry} />
      ) : transactions?.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <TransactionsTable transactions={now === 0 ? undefined : transactions} now={now} />
      )}
      {hasMore ? (
        <LoadMoreButton label="Load more transactions" onClick={loadMore} loading={isLoadingMore} />
      ) : null}
    </div>
  );
}
