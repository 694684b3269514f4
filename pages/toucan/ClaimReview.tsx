import '../../components/ModalDialog.css';
import { type Address, encodeFunctionData, type Hex, type WalletClient } from 'viem';
import { ReviewActions, ReviewSheet, type ReviewStep } from '../../components/ReviewSheet.tsx';
import { TransactionLink } from '../../components/TransactionLink.tsx';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { tokenLaunchAuctionAbi } from '../../protocol/protocolAbis.ts';
import { runTransaction, type TransactionStage } from '../../trading/sendTransaction.ts';
import { describeTradingFailure } from '../../trading/swapFailure.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { chainRpcUrlOf } from '../../wallet/defineAppChain.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';

interface ClaimOutcome {
  hash: Hex;
  blockNumber: bigint;
}

type ClaimReviewStep = ReviewStep<TransactionStage, ClaimOutcome>;

/**
 * A claim's review, then its progress in the same sheet: the auction's own `claim`, which sends a
 * bid's tokens and its refund, through the one transaction path. A bid already claimed fails the
 * simulation with the auction's reason, before any signature.
 */
export function ClaimReview({
  auction,
  symbol,
  bidId,
  settlement: [tokens, refund],
  account,
  wallet,
  walletName,
  onDone,
}: {
  auction: Address;
  symbol: string;
  bidId: bigint;
  /** What the auction says the bid gets: tokens, and ETH back. */
  settlement: readonly [bigint, bigint];
  account: Address;
  wallet: WalletClient;
  walletName: string;
  onDone: (claimed: boolean) => void;
}) {
  const chain = useTradingChain();
  const tokensText = `${formatTokenAmount(tokens, 18)} ${symbol}`;
  const refundText = `${formatTokenAmount(refund, 18)} ETH`;
  return (
    <ReviewSheet<TransactionStage, ClaimOutcome>
      className="modal-dialog review-sheet"
      titleId="claim-review-title"
      run={async (onStage) => {
        onStage({ stage: 'checking' });
        const receipt = await runTransaction({
          client: chainClientOf(chain),
          wallet,
          account,
          call: {
            to: auction,
            data: encodeFunctionData({ abi: tokenLaunchAuctionAbi, functionName: 'claim', args: [bidId] }),
            value: 0n,
          },
          action: 'claim',
          description: { kind: 'claim', summary: claimSummary(tokens, refund, tokensText, refundText) },
          onStage,
        });
        return { hash: receipt.transactionHash, blockNumber: receipt.blockNumber };
      }}
      describeFailure={(error) => describeTradingFailure(error, chainRpcUrlOf(chain), 'claim')}
      onClose={(outcome) => onDone(outcome !== undefined)}
    >
      {({ step, hash, confirm, retry, close }) => (
        <>
          <h2 id="claim-review-title">{title(step, walletName)}</h2>
          <dl className="review-rows">
            <div>
              <dt className="muted">You get</dt>
              <dd data-testid="claim-tokens">{tokensText}</dd>
            </div>
            <div>
              <dt className="muted">ETH back</dt>
              <dd data-testid="claim-refund">{refundText}</dd>
            </div>
            {hash ? (
              <div>
                <dt className="muted">Transaction</dt>
                <dd className="review-address">
                  <TransactionLink explorer={chain.blockExplorers?.default.url} hash={hash}>
                    {hash}
                  </TransactionLink>
                </dd>
              </div>
            ) : null}
          </dl>
          <p
            className={`review-status small${step.step === 'failed' ? ' wallet-error' : ''}`}
            aria-live="polite"
          >
            {status(step, walletName)}
          </p>
          <ReviewActions
            step={step}
            walletName={walletName}
            confirmLabel="Claim"
            runningLabel="Claiming…"
            confirm={confirm}
            retry={retry}
            close={close}
          />
        </>
      )}
    </ReviewSheet>
  );
}

/** "Claim 12,000 AUR and 0.2 ETH", "Claim 1.5 ETH back": what the account menu and toasts say. */
function claimSummary(tokens: bigint, refund: bigint, tokensText: string, refundText: string): string {
  if (tokens === 0n) return `Claim ${refundText} back`;
  return refund === 0n ? `Claim ${tokensText}` : `Claim ${tokensText} and ${refundText}`;
}

function title(step: ClaimReviewStep, walletName: string): string {
  if (step.step === 'review') return 'Review claim';
  if (step.step === 'confirmed') return 'Claimed';
  if (step.step === 'failed') return 'Claim failed';
  if (step.stage.stage === 'wallet-confirmation') return `Confirm in ${walletName}`;
  return 'Claiming';
}

function status(step: ClaimReviewStep, walletName: string): string {
  switch (step.step) {
    case 'review':
      return 'The auction has ended: claiming sends this bid’s tokens, and the ETH it did not spend, to your wallet.';
    case 'confirmed':
      return `Confirmed in block ${step.outcome.blockNumber}: the tokens and ETH are in your wallet.`;
    case 'failed':
      return step.error.message;
    case 'running':
      if (step.stage.stage === 'checking') return 'Checking the claim on the chain…';
      if (step.stage.stage === 'wallet-confirmation') return `Waiting for your signature in ${walletName}.`;
      return 'Waiting for the network to confirm the claim…';
  }
}
