import '../../components/ModalDialog.css';
import { useState } from 'react';
import type { Address, Hex, WalletClient } from 'viem';
import { ReviewActions, ReviewSheet, ReviewTransaction } from '../../components/ReviewSheet.tsx';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { backendCall } from '../../data/backendCall.ts';
import {
  RAMP_PATHS,
  type RampCard,
  type RampOrder,
  type RampOrderRequest,
  type RampQuote,
  type RampToken,
  TEST_CARDS,
} from '../../data/rampApi.ts';
import { formatFiatAmount } from '../../money/formatMoney.ts';
import type { TransactionStage } from '../../trading/sendTransaction.ts';
import { describeTradingFailure } from '../../trading/swapFailure.ts';
import { sendTransfer } from '../../transfer/sendTransfer.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { chainRpcUrlOf } from '../../wallet/defineAppChain.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';

type CheckoutStage = { stage: 'placing' } | { stage: 'settling'; hash?: Hex } | TransactionStage;
interface CheckoutOutcome {
  hash: Hex;
  order: RampOrder;
}

/** How often a placed order is asked how it stands, and how long before the page stops waiting. */
const ORDER_POLL_MS = 1_000;
const ORDER_WAIT_MS = 120_000;

/**
 * The hand-off to the local test provider: its card form (the test cards as hints), then the order as it
 * goes. A buy is paid with the card and the provider sends the token; a sell is paid out to the card once
 * the wallet has sent the token to the provider (a transfer the user signs, through the one transaction
 * path). A declined card ends here with nothing moved.
 */
export function RampCheckout({
  quote,
  token,
  chain,
  account,
  wallet,
  walletName,
  onDone,
}: {
  quote: RampQuote;
  token: RampToken;
  chain: string;
  account: Address;
  wallet: WalletClient;
  walletName: string;
  onDone: (settled: boolean) => void;
}) {
  const appChain = useTradingChain();
  const [card, setCard] = useState<RampCard>({ number: '', expiry: '', cvc: '' });
  const buy = quote.direction === 'buy';
  const amount = `${formatTokenAmount(BigInt(quote.tokenAmount), quote.tokenDecimals)} ${quote.tokenSymbol}`;
  const run = async (onStage: (stage: CheckoutStage) => void): Promise<CheckoutOutcome> => {
    onStage({ stage: 'placing' });
    const request: RampOrderRequest = {
      direction: quote.direction,
      chain,
      token: token.address,
      fiatCurrency: quote.fiatCurrency,
      fiatAmount: quote.fiatAmount,
      providerId: quote.providerId,
      account,
      card,
    };
    let order = await backendCall<RampOrder>(RAMP_PATHS.orders, { method: 'POST', body: request });
    if (order.status === 'failed') throw new Error(order.failure ?? 'The provider refused the order.');
    let hash: Hex | undefined;
    if (!buy && order.payTo) {
      const sent = await sendTransfer({
        client: chainClientOf(appChain),
        wallet,
        account,
        transfer: {
          token: { address: token.address as Address | null, symbol: token.symbol },
          amount: BigInt(order.tokenAmount),
          recipient: order.payTo as Address,
        },
        summary: `Sell ${amount} to ${quote.providerName}`,
        onStage,
      });
      hash = sent.hash;
      await backendCall(RAMP_PATHS.orderTransfer(order.id), {
        method: 'POST',
        body: { transactionHash: hash },
      });
    }
    onStage({ stage: 'settling', hash });
    const until = Date.now() + ORDER_WAIT_MS;
    while (order.status === 'pending') {
      if (Date.now() > until)
        throw new Error('The provider has not settled yet. The order stays in your activity as pending.');
      await new Promise((resolve) => setTimeout(resolve, ORDER_POLL_MS));
      order = await backendCall<RampOrder>(RAMP_PATHS.order(order.id));
      if (order.transactionHash) onStage({ stage: 'settling', hash: order.transactionHash as Hex });
    }
    if (order.status === 'failed')
      throw new Error(order.failure ?? 'The provider could not settle the order.');
    return { hash: (order.transactionHash ?? hash) as Hex, order };
  };
  const cardComplete = card.number.trim() !== '' && card.expiry.trim() !== '' && card.cvc.trim() !== '';

  return (
    <ReviewSheet<CheckoutStage, CheckoutOutcome>
      className="modal-dialog review-sheet ramp-checkout"
      titleId="ramp-checkout-title"
      run={run}
      // The backend's and the transfer's errors are already in words a person can act on.
      describeFailure={(error) =>
        error instanceof Error ? error : describeTradingFailure(error, chainRpcUrlOf(appChain), 'send')
      }
      onClose={(outcome) => onDone(outcome !== undefined)}
    >
      {({ step, hash, confirm, retry, close }) => (
        <>
          <h2 id="ramp-checkout-title">
            {step.step === 'confirmed'
              ? buy
                ? 'Bought'
                : 'Sold'
              : step.step === 'failed'
                ? buy
                  ? 'Buy failed'
                  : 'Sale failed'
                : `${buy ? 'Buy' : 'Sell'} with ${quote.providerName}`}
          </h2>
          <div className="ramp-review-amount">
            <TokenLogo src={token.logoUrl} symbol={token.symbol} size={40} />
            <div>
              <strong>{amount}</strong>
              <span className="muted">
                {buy
                  ? `for ${formatFiatAmount(quote.fiatAmount, quote.fiatCurrency)}`
                  : `for ${formatFiatAmount(quote.fiatNet, quote.fiatCurrency)} paid to your card`}
              </span>
            </div>
          </div>
          <dl className="review-rows">
            <div>
              <dt className="muted">Provider</dt>
              <dd>{quote.providerName}</dd>
            </div>
            <div>
              <dt className="muted">Fee</dt>
              <dd>{formatFiatAmount(quote.fee, quote.fiatCurrency)}</dd>
            </div>
          </dl>
          {step.step === 'review' ? (
            <CardForm card={card} onCard={setCard} buy={buy} />
          ) : (
            <p
              className={`review-status small${step.step === 'failed' ? ' wallet-error' : ''}`}
              aria-live="polite"
              role={step.step === 'failed' ? 'alert' : undefined}
            >
              {step.step === 'running'
                ? stageWords(step.stage, buy, walletName)
                : step.step === 'confirmed'
                  ? buy
                    ? `${amount} arrived in your wallet.`
                    : `${formatFiatAmount(quote.fiatNet, quote.fiatCurrency)} is on its way to your card.`
                  : step.step === 'failed'
                    ? step.error.message
                    : null}
            </p>
          )}
          {hash ? <ReviewTransaction explorer={appChain.blockExplorers?.default.url} hash={hash} /> : null}
          <ReviewActions
            step={step}
            walletName={walletName}
            confirmLabel={buy ? 'Pay' : 'Sell'}
            runningLabel={buy ? 'Buying…' : 'Selling…'}
            confirmDisabled={!cardComplete}
            confirm={confirm}
            retry={retry}
            close={close}
          />
        </>
      )}
    </ReviewSheet>
  );
}

function stageWords(stage: CheckoutStage, buy: boolean, walletName: string): string {
  switch (stage.stage) {
    case 'placing':
      return 'Placing the order with the provider…';
    case 'checking':
      return 'Checking the transfer on the chain…';
    case 'wallet-confirmation':
      return `Confirm the transfer to the provider in ${walletName}.`;
    case 'pending':
      return 'Your transfer is on its way to the provider…';
    case 'settling':
      return buy ? 'Paid. The provider is sending the token…' : 'Received. The provider is paying out…';
  }
}

/** The card: number, expiry and CVC, with the local test provider's test numbers one click away. */
function CardForm({ card, onCard, buy }: { card: RampCard; onCard: (card: RampCard) => void; buy: boolean }) {
  const field = (name: keyof RampCard) => ({
    value: card[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onCard({ ...card, [name]: event.target.value }),
  });
  return (
    <fieldset className="ramp-card-form">
      <legend className="small muted">{buy ? 'Pay with a card' : 'Paid out to a card'}</legend>
      <label className="small">
        Card number
        <input
          className="input"
          inputMode="numeric"
          autoComplete="off"
          placeholder="1234 1234 1234 1234"
          {...field('number')}
        />
      </label>
      <div className="ramp-card-row">
        <label className="small">
          Expiry
          <input className="input" autoComplete="off" placeholder="MM/YY" {...field('expiry')} />
        </label>
        <label className="small">
          CVC
          <input
            className="input"
            inputMode="numeric"
            autoComplete="off"
            placeholder="123"
            {...field('cvc')}
          />
        </label>
      </div>
      <div className="small muted ramp-test-cards">
        <span>This is a test provider: no real card works. Test cards, any future expiry and CVC:</span>
        {(
          [
            [TEST_CARDS.approved, 'approved'],
            [TEST_CARDS.declined, 'declined'],
          ] as const
        ).map(([number, outcome]) => (
          <span key={number}>
            <button
              type="button"
              className="link-button"
              onClick={() => onCard({ number, expiry: '12/34', cvc: '123' })}
            >
              {number}
            </button>{' '}
            ({outcome})
          </span>
        ))}
      </div>
    </fieldset>
  );
}
