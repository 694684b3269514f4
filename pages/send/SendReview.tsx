import '../../components/ModalDialog.css';
import { useEffect, useState } from 'react';
import type { Address, WalletClient } from 'viem';
import { formatUsdUnits } from '../../balances/formatUsdUnits.ts';
import { usdValueOf } from '../../balances/usdValue.ts';
import { shortAddress } from '../../components/formatNumbers.ts';
import {
  ReviewActions,
  ReviewSheet,
  type ReviewStep,
  ReviewTransactionRow,
} from '../../components/ReviewSheet.tsx';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import type { SwapTokenData } from '../../data/hooks/useSwapTokens.ts';
import type { TransactionStage } from '../../trading/sendTransaction.ts';
import { describeTradingFailure } from '../../trading/swapFailure.ts';
import type { TradingError } from '../../trading/tradingError.ts';
import { transferFeeBps } from '../../trading/tryTokenTransfer.ts';
import {
  type SendOutcome,
  sendTransfer,
  type Transfer,
  transferTransaction,
  trySend,
} from '../../transfer/sendTransfer.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { chainRpcUrlOf } from '../../wallet/defineAppChain.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { formatBps } from '../swap/swapPercent.ts';

type SendStep = ReviewStep<TransactionStage, SendOutcome>;

/** Every digit of an amount: a review and a receipt state exactly what moves. */
const ALL_DIGITS = 80;

/**
 * The review sheet, then the send's progress in the same place: waiting for the signature, pending
 * (with the transaction hash), confirmed (the amount the chain moved) or failed (in clear words).
 * The amounts stay on screen throughout.
 */
export function SendReview({
  account,
  wallet,
  walletName,
  transfer,
  token,
  price,
  onDone,
}: {
  account: Address;
  wallet: WalletClient;
  walletName: string;
  transfer: Transfer;
  token: SwapTokenData;
  price: bigint | undefined;
  onDone: (sent: boolean) => void;
}) {
  const displayCurrency = useDisplayCurrency();
  const chain = useTradingChain();
  const networkCost = useNetworkCost(account, transfer);
  const decimals = token.decimals ?? 18;
  const symbol = token.symbol ?? '';
  return (
    <ReviewSheet<TransactionStage, SendOutcome>
      className="modal-dialog review-sheet"
      titleId="send-review-title"
      run={(onStage) =>
        sendTransfer({
          client: chainClientOf(chain),
          wallet,
          account,
          transfer,
          summary: `Send ${formatTokenAmount(transfer.amount, decimals)} ${symbol} to ${shortAddress(transfer.recipient)}`,
          onStage,
        })
      }
      describeFailure={(error) => describeTradingFailure(error, chainRpcUrlOf(chain), 'send')}
      onClose={(outcome) => onDone(outcome !== undefined)}
    >
      {({ step, hash, confirm, retry, close }) => {
        const shownAmount = step.step === 'confirmed' ? step.outcome.amountSent : transfer.amount;
        return (
          <>
            <h2 id="send-review-title">{title(step, walletName)}</h2>
            <div className="send-review-amount">
              <TokenLogo src={token.project?.logoUrl} symbol={symbol} size={40} />
              <div>
                <strong>
                  {formatTokenAmount(shownAmount, decimals, ALL_DIGITS)} {symbol}
                </strong>
                {price !== undefined ? (
                  <span className="muted">
                    {formatUsdUnits(usdValueOf(shownAmount, decimals, price), displayCurrency)}
                  </span>
                ) : null}
              </div>
            </div>
            <dl className="review-rows">
              <div>
                <dt className="muted">To</dt>
                <dd className="review-address">{transfer.recipient}</dd>
              </div>
              <div>
                <dt className="muted">From</dt>
                <dd className="review-address">{account}</dd>
              </div>
              {step.step === 'review' && networkCost && 'received' in networkCost ? (
                <ArrivesShort
                  sent={transfer.amount}
                  received={networkCost.received}
                  decimals={decimals}
                  symbol={symbol}
                />
              ) : null}
              {step.step === 'review' ? (
                <div>
                  <dt className="muted">Network cost</dt>
                  <dd>
                    {networkCost === undefined
                      ? 'Estimating…'
                      : 'fee' in networkCost
                        ? `up to ${formatTokenAmount(networkCost.fee, 18)} ETH`
                        : '–'}
                  </dd>
                </div>
              ) : null}
              {hash ? (
                <ReviewTransactionRow explorer={chain.blockExplorers?.default.url} hash={hash} />
              ) : null}
            </dl>
            <p
              className={`review-status small${step.step === 'failed' || (step.step === 'review' && networkCost && 'error' in networkCost) ? ' wallet-error' : ''}`}
              aria-live="polite"
            >
              {status(step, walletName, networkCost)}
            </p>
            <ReviewActions
              step={step}
              walletName={walletName}
              confirmLabel="Confirm send"
              runningLabel="Sending…"
              confirmDisabled={networkCost === undefined || 'error' in networkCost}
              confirm={confirm}
              retry={retry}
              close={close}
            />
          </>
        );
      }}
    </ReviewSheet>
  );
}

/** A token that takes a fee on transfer: what the recipient actually gets, and what the token keeps. */
function ArrivesShort({
  sent,
  received,
  decimals,
  symbol,
}: {
  sent: bigint;
  received: bigint;
  decimals: number;
  symbol: string;
}) {
  if (received >= sent) return null;
  const bps = transferFeeBps({ sent, received });
  const short = `${formatTokenAmount(sent - received, decimals, ALL_DIGITS)} ${symbol}`;
  return (
    <div className="send-review-fee" data-testid="send-fee-notice">
      <dt className="muted">Recipient gets</dt>
      <dd>
        <strong>
          {formatTokenAmount(received, decimals, ALL_DIGITS)} {symbol}
        </strong>
        <span className="small">
          {bps > 0n
            ? `${symbol} takes a fee of ${formatBps(Number(bps))} on every transfer: ${short} of this send never arrives.`
            : `${symbol} rounds its transfers: ${short} of this send never arrives.`}
        </span>
      </dd>
    </div>
  );
}

type SendCheck = { fee: bigint; received: bigint } | { error: TradingError };

/**
 * The most the send can cost in ETH (gas × max fee) and what the recipient gets, as the review opens:
 * the send is tried on the chain, so a send that would fail (a token whose transfer reverts or answers
 * false) says why here, before anyone is asked to sign, and a token's fee on transfer shows.
 */
function useNetworkCost(account: Address, transfer: Transfer) {
  const [cost, setCost] = useState<SendCheck>();
  const chain = useTradingChain();
  useEffect(() => {
    let current = true;
    const client = chainClientOf(chain);
    const estimate = async () => {
      const { received } = await trySend(client, account, transfer);
      const [gas, fees] = await Promise.all([
        client.estimateGas({ account, ...transferTransaction(transfer) }),
        client.estimateFeesPerGas(),
      ]);
      return { fee: gas * fees.maxFeePerGas, received };
    };
    estimate()
      .catch((error: unknown) => ({ error: describeTradingFailure(error, chainRpcUrlOf(chain), 'send') }))
      .then((result) => current && setCost(result));
    return () => {
      current = false;
    };
  }, [account, transfer, chain]);
  return cost;
}

function title(step: SendStep, walletName: string): string {
  if (step.step === 'review') return 'Review send';
  if (step.step === 'confirmed') return 'Sent';
  if (step.step === 'failed') return 'Send failed';
  if (step.stage.stage === 'wallet-confirmation') return `Confirm in ${walletName}`;
  return 'Sending';
}

function status(step: SendStep, walletName: string, cost: SendCheck | undefined): string {
  switch (step.step) {
    case 'review':
      return cost && 'error' in cost
        ? cost.error.message
        : 'Check the amount and the address: a send cannot be undone.';
    case 'confirmed':
      return `Confirmed in block ${step.outcome.blockNumber}.`;
    case 'failed':
      return step.error.message;
    case 'running':
      if (step.stage.stage === 'checking') return 'Checking the send on the chain…';
      if (step.stage.stage === 'wallet-confirmation') return `Waiting for your signature in ${walletName}.`;
      return 'Waiting for the network to confirm the transaction…';
  }
}
