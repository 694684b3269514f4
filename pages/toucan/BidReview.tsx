import '../../components/ModalDialog.css';
import { type Address, encodeFunctionData, type Hex, type WalletClient } from 'viem';
import {
  ReviewActions,
  ReviewSheet,
  type ReviewStep,
  ReviewTransactionRow,
} from '../../components/ReviewSheet.tsx';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { tokenLaunchAuctionAbi } from '../../protocol/protocolAbis.ts';
import { runTransaction, type TransactionStage } from '../../trading/sendTransaction.ts';
import { describeTradingFailure } from '../../trading/swapFailure.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { chainRpcUrlOf } from '../../wallet/defineAppChain.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';

interface BidOutcome {
  hash: Hex;
  blockNumber: bigint;
}

type BidReviewStep = ReviewStep<TransactionStage, BidOutcome>;

/**
 * A bid's review, then its progress in the same sheet: the auction's own `bid`, sent through the one
 * transaction path (simulated first, so a bid the auction would refuse says why before any signature).
 */
export function BidReview({
  auction,
  symbol,
  budget,
  maxPrice,
  account,
  wallet,
  walletName,
  onDone,
}: {
  auction: Address;
  symbol: string;
  budget: bigint;
  maxPrice: bigint;
  account: Address;
  wallet: WalletClient;
  walletName: string;
  onDone: (placed: boolean) => void;
}) {
  const budgetText = `${formatTokenAmount(budget, 18, 18)} ETH`;
  const chain = useTradingChain();
  return (
    <ReviewSheet<TransactionStage, BidOutcome>
      className="modal-dialog review-sheet"
      titleId="bid-review-title"
      run={async (onStage) => {
        onStage({ stage: 'checking' });
        const receipt = await runTransaction({
          client: chainClientOf(chain),
          wallet,
          account,
          call: {
            to: auction,
            data: encodeFunctionData({ abi: tokenLaunchAuctionAbi, functionName: 'bid', args: [maxPrice] }),
            value: budget,
          },
          action: 'bid',
          description: { kind: 'bid', summary: `Bid ${budgetText} for ${symbol}` },
          onStage,
        });
        return { hash: receipt.transactionHash, blockNumber: receipt.blockNumber };
      }}
      describeFailure={(error) => describeTradingFailure(error, chainRpcUrlOf(chain), 'bid')}
      onClose={(outcome) => onDone(outcome !== undefined)}
    >
      {({ step, hash, confirm, retry, close }) => (
        <>
          <h2 id="bid-review-title">{title(step, walletName)}</h2>
          <dl className="review-rows">
            <div>
              <dt className="muted">Budget</dt>
              <dd>{budgetText}</dd>
            </div>
            <div>
              <dt className="muted">Max price</dt>
              <dd>
                {formatTokenAmount(maxPrice, 18, 18)} ETH per {symbol}
              </dd>
            </div>
            {hash ? <ReviewTransactionRow explorer={chain.blockExplorers?.default.url} hash={hash} /> : null}
          </dl>
          <p
            className={`review-status small${step.step === 'failed' ? ' wallet-error' : ''}`}
            aria-live="polite"
          >
            {status(step, walletName, symbol)}
          </p>
          <ReviewActions
            step={step}
            walletName={walletName}
            confirmLabel="Place bid"
            runningLabel="Bidding…"
            confirm={confirm}
            retry={retry}
            close={close}
          />
        </>
      )}
    </ReviewSheet>
  );
}

function title(step: BidReviewStep, walletName: string): string {
  if (step.step === 'review') return 'Review bid';
  if (step.step === 'confirmed') return 'Bid placed';
  if (step.step === 'failed') return 'Bid failed';
  if (step.stage.stage === 'wallet-confirmation') return `Confirm in ${walletName}`;
  return 'Bidding';
}

function status(step: BidReviewStep, walletName: string, symbol: string): string {
  switch (step.step) {
    case 'review':
      return `Your ETH stays in the auction until it ends. If the clearing price ends below your max price, you buy ${symbol} at the clearing price; above it, you get your ETH back.`;
    case 'confirmed':
      return `Confirmed in block ${step.outcome.blockNumber}.`;
    case 'failed':
      return step.error.message;
    case 'running':
      if (step.stage.stage === 'checking') return 'Checking the bid on the chain…';
      if (step.stage.stage === 'wallet-confirmation') return `Waiting for your signature in ${walletName}.`;
      return 'Waiting for the network to confirm the bid…';
  }
}
