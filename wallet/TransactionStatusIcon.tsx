import '../components/Spinner.css';
import type { TransactionStatus } from './rememberedTransactions.ts';

/** A spinner while pending; a tick, a cross or a dash once it ended. */
export function TransactionStatusIcon({ status }: { status: TransactionStatus }) {
  if (status === 'pending') return <span className="spinner transaction-spinner" aria-hidden="true" />;
  const path =
    status === 'confirmed' ? 'M6 12.5l4 4 8-9' : status === 'failed' ? 'M7 7l10 10M17 7 7 17' : 'M6 12h12';
  return (
    <svg
      className={`transaction-status-icon ${status}`}
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
    >
      <circle cx="12" cy="12" r="11" />
      <path d={path} />
    </svg>
  );
}
