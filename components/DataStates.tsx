import './dataViews.css';

/** What a data view says when its query failed: the reason and a Retry (refetch). */
export function ErrorState({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="data-state" role="alert">
      <p>Could not load {what}.</p>
      <button type="button" className="button secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** What a data view says when there is nothing to show, and what to do about it. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <div className="data-state">
      <p>{children}</p>
    </div>
  );
}
