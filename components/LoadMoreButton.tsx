import './DataTable.css';

/** The row under a list that fetches its next page; it says so while the page is on its way. */
export function LoadMoreButton({
  label,
  onClick,
  loading = false,
}: {
  label: string;
  onClick: () => void;
  loading?: boolean;
}) {
  return (
    <div className="table-footer">
      <button type="button" className="button secondary" onClick={onClick} disabled={loading}>
        {loading ? 'Loading…' : label}
      </button>
    </div>
  );
}
