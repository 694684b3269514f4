import '../../components/ModalDialog.css';
import { useEffect, useRef, useState } from 'react';
import type { Address, Hex, WalletClient } from 'viem';
import { formatUsdUnits } from '../../balances/formatUsdUnits.ts';
import { usdValueOf } from '../../balances/usdValue.ts';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import type { SwapTokenData } from '../../data/hooks/useSwapTokens.ts';
import { describeTradingFailure } from '../../trading/swapFailure.ts';
import type { TradingError } from '../../trading/tradingError.ts';
import {
  type SendOutcome,
  type SendStage,
  sendTransfer,
  type Transfer,
  transferTransaction,
} from '../../transfer/sendTransfer.ts';
import { appChainClient, appChainRpcUrl } from '../../wallet/appChainClient.ts';

type Flow =
  | { step: 'review' }
  | { step: 'running'; stage: SendStage }
  | { step: 'confirmed'; outcome: SendOutcome }
  | { step: 'failed'; error: TradingError; hash: Hex | undefined };

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
  const dialog = useRef<HTMLDialogElement>(null);
  const [flow, setFlow] = useState<Flow>({ step: 'review' });
  const networkCost = useNetworkCost(account, transfer);
  const hashSeen = useRef<Hex>(undefined);
  const decimals = token.decimals ?? 18;
  const symbol = token.symbol ?? '';

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const confirm = async () => {
    try {
      const outcome = await sendTransfer({
        client: appChainClient,
        wallet,
        account,
        transfer,
        onStage: (stage) => {
          if (stage.stage === 'pending') hashSeen.current = stage.hash;
          setFlow({ step: 'running', stage });
        },
      });
      setFlow({ step: 'confirmed', outcome });
    } catch (error) {
      setFlow({
        step: 'failed',
        error: describeTradingFailure(error, appChainRpcUrl, 'send'),
        hash: hashSeen.current,
      });
    }
  };

  const shownAmount = flow.step === 'confirmed' ? flow.outcome.amountSent : transfer.amount;
  const running = flow.step === 'running';
  return (
    <dialog
      ref={dialog}
      className="modal-dialog send-review"
      aria-labelledby="send-review-title"
      onCancel={(event) => {
        // A send on its way cannot be called back: the sheet stays until it ends.
        if (running) event.preventDefault();
      }}
      onClose={() => onDone(flow.step === 'confirmed')}
    >
      <h2 id="send-review-title">{title(flow, walletName)}</h2>
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
      <dl className="send-review-rows">
        <div>
          <dt className="muted">To</dt>
          <dd className="send-review-address">{transfer.recipient}</dd>
        </div>
        <div>
          <dt className="muted">From</dt>
          <dd className="send-review-address">{account}</dd>
        </div>
        {flow.step === 'review' ? (
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
        {hashOf(flow) ? (
          <div>
            <dt className="muted">Transaction</dt>
            <dd className="send-review-address">{hashOf(flow)}</dd>
          </div>
        ) : null}
      </dl>
      <p
        className={`send-review-status small${flow.step === 'failed' ? ' wallet-error' : ''}`}
        aria-live="polite"
      >
        {status(flow, walletName, networkCost)}
      </p>
      <div className="send-review-actions">
        {flow.step === 'review' ? (
          <>
            <button type="button" className="button secondary" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <button
              type="button"
              className="button"
              disabled={networkCost === undefined || 'error' in networkCost}
              onClick={confirm}
            >
              Confirm send
            </button>
          </>
        ) : flow.step === 'running' ? (
          <button type="button" className="button" disabled>
            {flow.stage.stage === 'wallet-confirmation' ? `Confirm in ${walletName}` : 'Sending…'}
          </button>
        ) : flow.step === 'failed' ? (
          <>
            <button type="button" className="button secondary" onClick={() => dialog.current?.close()}>
              Close
            </button>
            <button type="button" className="button" onClick={() => setFlow({ step: 'review' })}>
              Try again
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            Done
          </button>
        )}
      </div>
    </dialog>
  );
}

/**
 * The most the send can cost in ETH (gas × max fee), estimated as the review opens: the estimate runs
 * the transfer, so a send that would fail says why here, before anyone is asked to sign.
 */
function useNetworkCost(account: Address, transfer: Transfer) {
  const [cost, setCost] = useState<{ fee: bigint } | { error: TradingError }>();
  useEffect(() => {
    let current = true;
    const estimate = async () => {
      const [gas, fees] = await Promise.all([
        appChainClient.estimateGas({ account, ...transferTransaction(transfer) }),
        appChainClient.estimateFeesPerGas(),
      ]);
      return { fee: gas * fees.maxFeePerGas };
    };
    estimate()
      .catch((error: unknown) => ({ error: describeTradingFailure(error, appChainRpcUrl, 'send') }))
      .then((result) => current && setCost(result));
    return () => {
      current = false;
    };
  }, [account, transfer]);
  return cost;
}

function title(flow: Flow, walletName: string): string {
  if (flow.step === 'review') return 'Review send';
  if (flow.step === 'confirmed') return 'Sent';
  if (flow.step === 'failed') return 'Send failed';
  if (flow.stage.stage === 'wallet-confirmation') return `Confirm in ${walletName}`;
  return 'Sending';
}

function status(
  flow: Flow,
  walletName: string,
  cost: { fee: bigint } | { error: TradingError } | undefined,
): string {
  switch (flow.step) {
    case 'review':
      return cost && 'error' in cost
        ? cost.error.message
        : 'Check the amount and the address: a send cannot be undone.';
    case 'confirmed':
      return `Confirmed in block ${flow.outcome.blockNumber}.`;
    case 'failed':
      return flow.error.message;
    case 'running':
      if (flow.stage.stage === 'checking') return 'Checking the send on the chain…';
      if (flow.stage.stage === 'wallet-confirmation') return `Waiting for your signature in ${walletName}.`;
      return 'Waiting for the network to confirm the transaction…';
  }
}

function hashOf(flow: Flow): Hex | undefined {
  if (flow.step === 'confirmed') return flow.outcome.hash;
  if (flow.step === 'failed') return flow.hash;
  if (flow.step === 'running' && flow.stage.stage === 'pending') return flow.stage.hash;
  return undefined;
}
