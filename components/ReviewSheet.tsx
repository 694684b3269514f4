import './ReviewSheet.css';
import { type ReactNode, useState } from 'react';
import type { Hex } from 'viem';
import { TransactionLink } from './TransactionLink.tsx';
import { useModalDialog } from './useModalDialog.ts';

/** Where a reviewed transaction stands: under review, running (a named stage), confirmed, or failed. */
export type ReviewStep<Stage, Outcome> =
  | { step: 'review' }
  | { step: 'running'; stage: Stage }
  | { step: 'confirmed'; outcome: Outcome }
  /** `hash`: the transaction's, when it failed after it was sent. */
  | { step: 'failed'; error: Error; hash: Hex | undefined };

/** What a flow's content sees of the sheet, and the buttons it can wire. */
export interface ReviewSheetState<Stage, Outcome> {
  step: ReviewStep<Stage, Outcome>;
  /** The transaction's hash once it is sent: pending, confirmed, or failed after sending. */
  hash: Hex | undefined;
  /** Runs the flow; its stages, then its outcome or failure, become the sheet's step. */
  confirm: () => void;
  /** Back to the review after a failure, to confirm again. */
  retry: () => void;
  close: () => void;
}

/**
 * The one review sheet of every flow that sends a transaction (swap, send, and the positions to come):
 * a modal dialog that shows what will happen, then each stage of the run, then how it ended. It owns
 * the steps; the flow owns the words and the layout (`children`), the run and what an outcome shows.
 * While a transaction runs the sheet cannot be dismissed: it stays until the run ends.
 */
export function ReviewSheet<Stage extends { stage: string; hash?: Hex }, Outcome extends { hash: Hex }>({
  className,
  titleId,
  run,
  describeFailure,
  onClose,
  children,
}: {
  className: string;
  /** The id of the heading the flow renders: the dialog's accessible name. */
  titleId: string;
  /**
   * The flow's run: reports each stage (the first one at once) and resolves with the outcome, or with
   * undefined to go back to the review (a quote that had aged and was asked again).
   */
  run: (onStage: (stage: Stage) => void) => Promise<Outcome | undefined>;
  describeFailure: (error: unknown) => Error;
  /** With the outcome when the run confirmed. */
  onClose: (outcome: Outcome | undefined) => void;
  children: (sheet: ReviewSheetState<Stage, Outcome>) => ReactNode;
}) {
  const [step, setStep] = useState<ReviewStep<Stage, Outcome>>({ step: 'review' });
  const { ref, close, onCloseEvent } = useModalDialog(() =>
    onClose(step.step === 'confirmed' ? step.outcome : undefined),
  );

  const confirm = async () => {
    let hash: Hex | undefined;
    try {
      const outcome = await run((stage) => {
        hash = stage.hash ?? hash;
        setStep({ step: 'running', stage });
      });
      setStep(outcome === undefined ? { step: 'review' } : { step: 'confirmed', outcome });
    } catch (error) {
      setStep({ step: 'failed', error: describeFailure(error), hash });
    }
  };

  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      onCancel={(event) => step.step === 'running' && event.preventDefault()}
      onClose={onCloseEvent}
    >
      {children({
        step,
        hash: hashOf(step),
        confirm: () => void confirm(),
        retry: () => setStep({ step: 'review' }),
        close,
      })}
    </dialog>
  );
}

function hashOf<Stage extends { hash?: Hex }, Outcome extends { hash: Hex }>(
  step: ReviewStep<Stage, Outcome>,
): Hex | undefined {
  if (step.step === 'confirmed') return step.outcome.hash;
  if (step.step === 'failed') return step.hash;
  if (step.step === 'running') return step.stage.hash;
  return undefined;
}

/**
 * How a sheet reads once its transaction runs: each stage in words (with the transaction once it is
 * sent), then the block it was confirmed in and the way on (Done, or what `done` gives for the
 * outcome: a link to what the transaction made), or why it failed, that nothing changed, and the way back. The review step is the
 * flow's own.
 */
export function ReviewRun<
  Stage extends { stage: string; hash?: Hex },
  Outcome extends { hash: Hex; blockNumber: bigint },
>({
  sheet: { step, retry, close },
  explorer,
  stageWords,
  confirmedWords,
  unchanged,
  testIds,
  done,
}: {
  sheet: ReviewSheetState<Stage, Outcome>;
  explorer: string | undefined;
  stageWords: (stage: Stage) => string;
  /** "Swap confirmed in block 42." */
  confirmedWords: (outcome: Outcome) => string;
  /** What a failure leaves as it was: "your balances and approvals". */
  unchanged: string;
  testIds: { confirmed: string; failed: string; hash?: string };
  done?: (outcome: Outcome) => ReactNode;
}) {
  if (step.step === 'running')
    return (
      <div className="review-progress" role="status" aria-live="polite">
        <span className="spinner review-spinner" aria-hidden="true" />
        <p>{stageWords(step.stage)}</p>
        {step.stage.hash ? (
          <ReviewTransaction explorer={explorer} hash={step.stage.hash} testId={testIds.hash} />
        ) : null}
      </div>
    );
  if (step.step === 'confirmed')
    return (
      <div className="review-result" role="status" data-testid={testIds.confirmed}>
        <p>{confirmedWords(step.outcome)}</p>
        <ReviewTransaction explorer={explorer} hash={step.outcome.hash} testId={testIds.hash} />
        {done?.(step.outcome) ?? (
          <button type="button" className="button trade-primary review-action" onClick={close}>
            Done
          </button>
        )}
      </div>
    );
  if (step.step === 'failed')
    return (
      <ReviewFailure
        error={step.error}
        hash={step.hash}
        unchanged={unchanged}
        retry={retry}
        close={close}
        testId={testIds.failed}
      />
    );
  return null;
}

/**
 * How a failed run ends on every sheet: why, that nothing changed (`unchanged` names what, "your
 * balances and approvals"), and the way back to the review or out.
 */
function ReviewFailure({
  error,
  hash,
  unchanged,
  retry,
  close,
  testId,
}: {
  error: Error;
  /** The transaction's, when it failed after it was sent (reverted, or dropped by a restarted chain). */
  hash: Hex | undefined;
  unchanged: string;
  retry: () => void;
  close: () => void;
  testId: string;
}) {
  return (
    <div className="review-result" role="alert" data-testid={testId}>
      <p className="review-error">{error.message}</p>
      <p className="small muted">
        {hash ? 'The transaction did not go through' : 'Nothing was sent'}: {unchanged} are as they were.
      </p>
      <button type="button" className="button trade-primary review-action" onClick={retry}>
        Try again
      </button>
      <button type="button" className="button secondary trade-primary review-action" onClick={close}>
        Close
      </button>
    </div>
  );
}

/** A sent transaction's hash on a sheet, linked to the explorer where there is one. */
export function ReviewTransaction({
  explorer,
  hash,
  testId,
}: {
  explorer: string | undefined;
  hash: Hex;
  testId?: string;
}) {
  return (
    <p className="small muted review-transaction">
      Transaction{' '}
      <TransactionLink explorer={explorer} hash={hash}>
        <code data-testid={testId}>{hash}</code>
      </TransactionLink>
    </p>
  );
}

/** A compact sheet's row of the sent transaction, linked to the explorer where there is one. */
export function ReviewTransactionRow({ explorer, hash }: { explorer: string | undefined; hash: Hex }) {
  return (
    <div>
      <dt className="muted">Transaction</dt>
      <dd className="review-address">
        <TransactionLink explorer={explorer} hash={hash}>
          {hash}
        </TransactionLink>
      </dd>
    </div>
  );
}

/**
 * The buttons at the foot of a compact sheet: Cancel and the flow's confirm; the wallet's prompt while
 * the run waits for a signature, else what is running; Close and Try again after a failure; Done.
 */
export function ReviewActions<Stage extends { stage: string }, Outcome>({
  step,
  walletName,
  confirmLabel,
  runningLabel,
  confirmDisabled = false,
  confirm,
  retry,
  close,
}: {
  step: ReviewStep<Stage, Outcome>;
  walletName: string;
  /** "Confirm send", "Place bid". */
  confirmLabel: string;
  /** "Sending…", "Bidding…". */
  runningLabel: string;
  confirmDisabled?: boolean;
  confirm: () => void;
  retry: () => void;
  close: () => void;
}) {
  return (
    <div className="review-actions">
      {step.step === 'review' ? (
        <>
          <button type="button" className="button secondary" onClick={close}>
            Cancel
          </button>
          <button type="button" className="button" disabled={confirmDisabled} onClick={confirm}>
            {confirmLabel}
          </button>
        </>
      ) : step.step === 'running' ? (
        <button type="button" className="button" disabled>
          {step.stage.stage === 'wallet-confirmation' ? `Confirm in ${walletName}` : runningLabel}
        </button>
      ) : step.step === 'failed' ? (
        <>
          <button type="button" className="button secondary" onClick={close}>
            Close
          </button>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </>
      ) : (
        <button type="button" className="button" onClick={close}>
          Done
        </button>
      )}
    </div>
  );
}
