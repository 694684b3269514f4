import { useEffect } from 'react';
import type { Hex } from 'viem';
import type { RememberedTransaction } from './rememberedTransactions.ts';
import { TransactionStatusIcon } from './TransactionStatusIcon.tsx';
import { transactionOutcomeWords, transactionTitle } from './transactionWords.ts';

/** Long enough to read two lines; a dropped transaction's longer words get longer. */
const SHOWN_FOR_MS = 12_000;
const DROPPED_SHOWN_FOR_MS = 30_000;

/**
 * How each transaction this page saw pending ended, told once, in the bottom corner (clear of the
 * account menu): confirmed, failed or dropped, with what it did. The account menu keeps the list.
 */
export function TransactionToasts({
  endings,
  onDismiss,
}: {
  endings: readonly RememberedTransaction[];
  onDismiss: (hash: Hex) => void;
}) {
  if (endings.length === 0) return null;
  return (
    <div className="transaction-toasts">
      {endings.map((ending) => (
        <TransactionToast key={ending.hash} ending={ending} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

function TransactionToast({
  ending,
  onDismiss,
}: {
  ending: RememberedTransaction;
  onDismiss: (hash: Hex) => void;
}) {
  useEffect(() => {
    const timer = setTimeout(
      () => onDismiss(ending.hash),
      ending.status === 'dropped' ? DROPPED_SHOWN_FOR_MS : SHOWN_FOR_MS,
    );
    return () => clearTimeout(timer);
  }, [ending, onDismiss]);
  const title = transactionTitle(ending);
  return (
    <div className={`transaction-toast ${ending.status}`} role="status" aria-label={title}>
      <TransactionStatusIcon status={ending.status} />
      <div className="transaction-toast-text">
        <strong>{title}</strong>
        <span>{ending.summary}</span>
        <span className="small muted">{transactionOutcomeWords(ending.status)}</span>
      </div>
      <button
        type="button"
        className="transaction-toast-close"
        aria-label={`Dismiss: ${title}`}
        onClick={() => onDismiss(ending.hash)}
      >
        ×
      </button>
    </div>
  );
}
