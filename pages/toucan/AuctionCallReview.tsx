import '../../components/ModalDialog.css';
import type { ReactNode } from 'react';
import type { Address, Hex, WalletClient } from 'viem';
import {
  ReviewActions,
  ReviewSheet,
  type ReviewStep,
  ReviewTransactionRow,
} from '../../components/ReviewSheet.tsx';
import {
  type PreparedCall,
  runTransaction,
  type TransactionDescription,
  type TransactionStage,
} from '../../trading/sendTransaction.ts';
import { describeTradingFailure } from '../../trading/swapFailure.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { chainRpcUrlOf } from '../../wallet/defineAppChain.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';

interface AuctionCallOutcome {
  hash: Hex;
  blockNumber: bigint;
}

type AuctionCallStep = ReviewStep<TransactionStage, AuctionCallOutcome>;

/** What one kind of auction call says at each step of its sheet. */
export interface AuctionCallWords {
  /** The sheet's title: "Review bid", "Bidding", "Bid placed", "Bid failed". */
  titles: Record<'review' | 'running' | 'confirmed' | 'failed', string>;
  /** "Place bid", and "Bidding…" on the button while it runs. */
  confirmLabel: string;
  runningLabel: string;
  /** What the call will do, under the rows before it runs. */
  explanation: string;
  /** "Checking the bid on the chain…", then "Waiting for the network to confirm the bid…". */
  checking: string;
  pending: string;
  /** What confirmed means for the bidder, after "Confirmed in block N". */
  confirmedNote?: string;
}

/**
 * The review of one call to an auction (a bid, a claim), then its progress in the same sheet: the
 * auction's own function, sent through the one transaction path, so a call the auction would refuse
 * says why in the simulation, before any signature.
 */
export function AuctionCallReview({
  titleId,
  call,
  action,
  description,
  words,
  rows,
  account,
  wallet,
  walletName,
  onDone,
}: {
  titleId: string;
  call: PreparedCall;
  action: 'bid' | 'claim';
  description: TransactionDescription;
  words: AuctionCallWords;
  /** The sheet's rows of what the call sends and gets (`<div><dt/><dd/></div>` each). */
  rows: ReactNode;
  account: Address;
  wallet: WalletClient;
  walletName: string;
  /** Whether the call was confirmed. */
  onDone: (confirmed: boolean) => void;
}) {
  const chain = useTradingChain();
  return (
    <ReviewSheet<TransactionStage, AuctionCallOutcome>
      className="modal-dialog review-sheet"
      titleId={titleId}
      run={async (onStage) => {
        onStage({ stage: 'checking' });
        const receipt = await runTransaction({
          client: chainClientOf(chain),
          wallet,
          account,
          call,
          action,
          description,
          onStage,
        });
        return { hash: receipt.transactionHash, blockNumber: receipt.blockNumber };
      }}
      describeFailure={(error) => describeTradingFailure(error, chainRpcUrlOf(chain), action)}
      onClose={(outcome) => onDone(outcome !== undefined)}
    >
      {({ step, hash, confirm, retry, close }) => (
        <>
          <h2 id={titleId}>{title(step, words, walletName)}</h2>
          <dl className="review-rows">
            {rows}
            {hash ? <ReviewTransactionRow explorer={chain.blockExplorers?.default.url} hash={hash} /> : null}
          </dl>
          <p
            className={`review-status small${step.step === 'failed' ? ' wallet-error' : ''}`}
            aria-live="polite"
          >
            {status(step, words, walletName)}
          </p>
          <ReviewActions
            step={step}
            walletName={walletName}
            confirmLabel={words.confirmLabel}
            runningLabel={words.runningLabel}
            confirm={confirm}
            retry={retry}
            close={close}
          />
        </>
      )}
    </ReviewSheet>
  );
}

function title(step: AuctionCallStep, words: AuctionCallWords, walletName: string): string {
  if (step.step === 'running' && step.stage.stage === 'wallet-confirmation')
    return `Confirm in ${walletName}`;
  return words.titles[step.step];
}

function status(step: AuctionCallStep, words: AuctionCallWords, walletName: string): string {
  switch (step.step) {
    case 'review':
      return words.explanation;
    case 'confirmed':
      return `Confirmed in block ${step.outcome.blockNumber}${words.confirmedNote ? `: ${words.confirmedNote}` : '.'}`;
    case 'failed':
      return step.error.message;
    case 'running':
      if (step.stage.stage === 'checking') return words.checking;
      if (step.stage.stage === 'wallet-confirmation') return `Waiting for your signature in ${walletName}.`;
      return words.pending;
  }
}
