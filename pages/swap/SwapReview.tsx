import '../../components/ModalDialog.css';
import '../../components/Spinner.css';
import { useEffect, useState } from 'react';
import type { Address, WalletClient } from 'viem';
import { ReviewRun, ReviewSheet, type ReviewStep } from '../../components/ReviewSheet.tsx';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import type { SwapOutcome, SwapStage } from '../../trading/executeSwap.ts';
import type { SwapQuote } from '../../trading/quoteSwap.ts';
import type { SwapCurrency } from '../../trading/swapCurrency.ts';
import { describeTradingFailure } from '../../trading/swapFailure.ts';
import { isQuoteStale, swapLimits } from '../../trading/swapLimits.ts';
import type { SwapSettings } from '../../trading/swapSettings.ts';
import { slippageBps } from '../../trading/swapSettings.ts';
import { TradingError } from '../../trading/tradingError.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { chainRpcUrlOf } from '../../wallet/defineAppChain.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { QuoteDetails } from './QuoteDetails.tsx';
import { formatUsdValue } from './swapUsd.ts';

type SwapStep = ReviewStep<SwapStage, SwapOutcome>;

const STAGE_WORDS: Record<SwapStage['stage'], string> = {
  checking: 'Checking the price on chain…',
  'permit-signature': 'Sign the permit in your wallet…',
  'wallet-confirmation': 'Confirm the transaction in your wallet…',
  pending: 'Waiting for the network to include it…',
};

/** The execution code (Universal Router SDK, ethers) loads when a review opens, not with the page. */
const loadExecution = () => import('../../trading/executeSwap.ts');

/**
 * The review sheet: exactly what will happen (amounts, limits, route, costs) before anything is
 * signed, then each wait named (price check, permit signature, wallet confirmation, network), and the
 * end: the amounts actually moved with the transaction hash, or why it failed.
 */
export function SwapReview({
  quote: opened,
  requote,
  settings,
  account,
  wallet,
  ethUsdPrice,
  onDone,
  onClose,
}: {
  /** The quote the sheet opened with; it stays as shown until the trader confirms or it is refreshed. */
  quote: SwapQuote;
  /** A new quote for the same swap (when the shown one has aged). */
  requote: () => Promise<SwapQuote | undefined>;
  settings: SwapSettings;
  account: Address;
  wallet: WalletClient;
  ethUsdPrice: number | undefined;
  /** After a swap that reached the chain (balances changed). */
  onDone: () => void;
  onClose: () => void;
}) {
  const chain = useTradingChain();
  const [quote, setQuote] = useState(opened);
  const [refreshed, setRefreshed] = useState(false);
  const bps = slippageBps(settings);
  const limits = swapLimits(quote, bps);
  useEffect(() => {
    void loadExecution();
  }, []);

  const run = async (onStage: (stage: SwapStage) => void): Promise<SwapOutcome | undefined> => {
    onStage({ stage: 'checking' });
    // A quote shown for too long is not executed: the trader sees the new one and confirms again.
    if (isQuoteStale(quote, Date.now())) {
      const fresh = await requote();
      if (!fresh) throw new TradingError('no-liquidity', 'No quote for this swap any more.');
      setQuote(fresh);
      setRefreshed(true);
      return undefined;
    }
    const { executeSwap } = await loadExecution();
    const outcome = await executeSwap({
      client: chainClientOf(chain),
      wallet,
      account,
      chainId: chain.id,
      quote,
      slippageBps: bps,
      deadlineMinutes: settings.deadlineMinutes,
      onStage,
    });
    onDone();
    return outcome;
  };

  const verb = quote.kind === 'swap' ? 'Swap' : quote.kind === 'wrap' ? 'Wrap' : 'Unwrap';
  return (
    <ReviewSheet<SwapStage, SwapOutcome>
      className="modal-dialog swap-dialog swap-review"
      titleId="swap-review-title"
      run={run}
      describeFailure={(error) => describeTradingFailure(error, chainRpcUrlOf(chain))}
      onClose={onClose}
    >
      {(sheet) => {
        const { step, confirm, close } = sheet;
        const running = step.step === 'running';
        const shown =
          step.step === 'confirmed'
            ? { amountIn: step.outcome.amountIn, amountOut: step.outcome.amountOut }
            : { amountIn: quote.amountIn, amountOut: quote.amountOut };
        return (
          <>
            <div className="modal-dialog-head">
              <h2 id="swap-review-title">{title(step, verb)}</h2>
              {!running ? (
                <button type="button" className="swap-icon-button" aria-label="Close" onClick={close}>
                  ×
                </button>
              ) : null}
            </div>
            <div className="review-amounts">
              <ReviewAmount
                label={step.step === 'confirmed' ? 'You paid' : 'You pay'}
                currency={quote.input}
                amount={shown.amountIn}
              />
              <ReviewAmount
                label={step.step === 'confirmed' ? 'You received' : 'You receive'}
                currency={quote.output}
                amount={shown.amountOut}
              />
            </div>
            {step.step === 'review' ? (
              <>
                {refreshed ? (
                  <p className="swap-notice" role="status">
                    The quote had aged, so it was asked again: check the new amounts and confirm.
                  </p>
                ) : null}
                <QuoteDetails quote={quote} slippageBps={bps} ethUsdPrice={ethUsdPrice} />
                <p className="small muted review-terms">
                  {quote.kind !== 'swap'
                    ? `WETH9 ${quote.kind === 'wrap' ? 'deposit' : 'withdrawal'}: exactly ${formatTokenAmount(quote.amountIn, 18)} one for one.`
                    : quote.tradeType === 'exactIn'
                      ? `You will receive at least ${formatTokenAmount(limits.minimumOut, quote.output.decimals)} ${quote.output.symbol} or the swap reverts.`
                      : `You will pay at most ${formatTokenAmount(limits.maximumIn, quote.input.decimals)} ${quote.input.symbol} or the swap reverts.`}
                  {quote.kind === 'swap' && quote.input.address
                    ? ' Your wallet asks you to sign a Permit2 permit for this swap, then to send it.'
                    : ''}
                </p>
                <button type="button" className="button trade-primary review-action" onClick={confirm}>
                  {verb}
                </button>
              </>
            ) : null}
            <ReviewRun
              sheet={sheet}
              explorer={chain.blockExplorers?.default.url}
              stageWords={(stage) => STAGE_WORDS[stage.stage]}
              confirmedWords={(outcome) => `${verb} confirmed in block ${outcome.blockNumber.toString()}.`}
              unchanged="your balances and approvals"
              testIds={{ confirmed: 'swap-confirmed', failed: 'swap-failed', hash: 'swap-tx-hash' }}
            />
          </>
        );
      }}
    </ReviewSheet>
  );
}

function title(step: SwapStep, verb: string): string {
  if (step.step === 'confirmed') return `${verb} confirmed`;
  if (step.step === 'failed') return `${verb} failed`;
  if (step.step === 'running')
    return step.stage.stage === 'pending' ? `${verb} pending` : `Confirm ${verb.toLowerCase()}`;
  return `Review ${verb.toLowerCase()}`;
}

function ReviewAmount({
  label,
  currency,
  amount,
}: {
  label: string;
  currency: SwapCurrency;
  amount: bigint;
}) {
  const usd = formatUsdValue(currency, amount, useDisplayCurrency());
  return (
    <div className="review-amount">
      <span className="small muted">{label}</span>
      <span className="review-amount-value">
        <span data-testid={`review-${label.toLowerCase().replace(/\s+/g, '-')}`}>
          {formatTokenAmount(amount, currency.decimals)} {currency.symbol}
        </span>
        <TokenLogo src={currency.logoUrl} symbol={currency.symbol} size={32} />
      </span>
      {usd ? <span className="small muted">{usd}</span> : null}
    </div>
  );
}
