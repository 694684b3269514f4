import '../../components/ModalDialog.css';
import '../../components/Spinner.css';
import './LiquidityFlows.css';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Address, WalletClient } from 'viem';
import { ReviewRun, ReviewSheet, type ReviewStep } from '../../components/ReviewSheet.tsx';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import type { LiquidityPlan } from '../../liquidity/liquidityPlan.ts';
import { describeTradingFailure } from '../../trading/swapFailure.ts';
import { chainRpcUrlOf } from '../../wallet/defineAppChain.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { type LiquidityOutcome, type LiquidityStage, runLiquidityPlan } from './runLiquidityPlan.ts';

/** A currency as the flows show it. */
export interface FlowCurrency {
  symbol: string;
  decimals: number;
  logoUrl?: string | null | undefined;
}

export interface FlowAmount {
  label: string;
  currency: FlowCurrency;
  amount: bigint;
}

type Step = ReviewStep<LiquidityStage, LiquidityOutcome>;

/**
 * The review sheet of every liquidity flow (create, add, remove, collect, migrate): the plan is made
 * as the sheet opens and shown (amounts, each transaction the wallet will be asked for); on confirm it
 * is made again from the chain as it is then, and if the amounts moved past the slippage since the
 * review, the new ones are shown to confirm again instead of being sent. Then each step's wait is
 * named, and the end: the position link and transaction, or why it failed, with nothing changed.
 */
export function LiquidityReview({
  title,
  verb,
  details,
  amountsOf,
  prepare,
  planKey = '',
  slippageBps,
  account,
  wallet,
  resultLink,
  onClose,
}: {
  /** "Add liquidity", "Remove liquidity", "Collect fees", "Migrate liquidity". */
  title: string;
  verb: string;
  details: ReactNode;
  amountsOf: (plan: LiquidityPlan) => FlowAmount[];
  /** The plan, from the chain as it is now. */
  prepare: () => Promise<LiquidityPlan>;
  /**
   * What the plan is of, as text: the sheet plans again when it changes (a payout switched to WETH),
   * not on every render of the page behind it, whose `prepare` is a new function each time.
   */
  planKey?: string;
  slippageBps: number;
  account: Address;
  wallet: WalletClient;
  resultLink?: ((outcome: LiquidityOutcome) => { href: string; label: string } | undefined) | undefined;
  onClose: (outcome: LiquidityOutcome | undefined) => void;
}) {
  const chain = useTradingChain();
  const [plan, setPlan] = useState<LiquidityPlan>();
  const [planError, setPlanError] = useState<Error>();
  const [moved, setMoved] = useState(false);
  const latestPrepare = useRef(prepare);
  latestPrepare.current = prepare;
  // biome-ignore lint/correctness/useExhaustiveDependencies: planKey names what the plan is of; prepare is read through its ref.
  useEffect(() => {
    let current = true;
    setPlan(undefined);
    setPlanError(undefined);
    latestPrepare.current().then(
      (fresh) => current && setPlan(fresh),
      (error: unknown) =>
        current && setPlanError(describeTradingFailure(error, chainRpcUrlOf(chain), 'liquidity')),
    );
    return () => {
      current = false;
    };
  }, [planKey]);

  const run = async (onStage: (stage: LiquidityStage) => void) => {
    onStage({ stage: 'checking', index: 0, count: plan?.steps.length ?? 1, label: verb });
    const fresh = await latestPrepare.current();
    if (plan && movedPastSlippage(plan, fresh, slippageBps)) {
      setPlan(fresh);
      setMoved(true);
      return undefined;
    }
    return runLiquidityPlan({ plan: fresh, wallet, account, onStage });
  };

  return (
    <ReviewSheet<LiquidityStage, LiquidityOutcome>
      className="modal-dialog liquidity-review"
      titleId="liquidity-review-title"
      run={run}
      describeFailure={(error) => describeTradingFailure(error, chainRpcUrlOf(chain), 'liquidity')}
      onClose={onClose}
    >
      {(sheet) => {
        const { step, confirm, close } = sheet;
        return (
          <>
            <div className="modal-dialog-head">
              <h2 id="liquidity-review-title">{heading(step, title)}</h2>
              {step.step !== 'running' ? (
                <button type="button" className="icon-button" aria-label="Close" onClick={close}>
                  ×
                </button>
              ) : null}
            </div>
            {plan ? (
              <ul className="review-amounts" data-testid="review-amounts">
                {amountsOf(plan).map((row) => (
                  <li key={row.label + row.currency.symbol} className="review-amount">
                    <span className="small muted">{row.label}</span>
                    <span className="review-amount-value">
                      <span>
                        {formatTokenAmount(row.amount, row.currency.decimals)} {row.currency.symbol}
                      </span>
                      <TokenLogo src={row.currency.logoUrl} symbol={row.currency.symbol} size={28} />
                    </span>
                  </li>
                ))}
              </ul>
            ) : planError ? null : (
              <p className="muted" role="status">
                Preparing the transactions on the chain…
              </p>
            )}
            {details}
            {step.step === 'review' ? (
              <>
                {moved ? (
                  <p className="flow-notice" role="status" data-testid="price-moved">
                    The price moved past your slippage since you reviewed, so nothing was sent: check the new
                    amounts and confirm again.
                  </p>
                ) : null}
                {planError ? (
                  <p className="flow-error" role="alert" data-testid="plan-error">
                    {planError.message}
                  </p>
                ) : null}
                {plan ? (
                  <ol className="flow-steps small muted">
                    {plan.steps.map((planned) => (
                      <li key={planned.label}>{planned.label}</li>
                    ))}
                  </ol>
                ) : null}
                <button
                  type="button"
                  className="button trade-primary review-action"
                  data-testid="review-confirm"
                  disabled={!plan}
                  onClick={confirm}
                >
                  {verb}
                </button>
              </>
            ) : null}
            <ReviewRun
              sheet={sheet}
              explorer={chain.blockExplorers?.default.url}
              stageWords={stageWords}
              confirmedWords={(outcome) => `Confirmed in block ${outcome.blockNumber.toString()}.`}
              unchanged="your position and balances"
              testIds={{ confirmed: 'liquidity-confirmed', failed: 'liquidity-failed' }}
              done={(outcome) => {
                const link = resultLink?.(outcome);
                return link ? (
                  <a className="button trade-primary review-action" href={link.href}>
                    {link.label}
                  </a>
                ) : undefined;
              }}
            />
          </>
        );
      }}
    </ReviewSheet>
  );
}

/** Whether any amount moved by more than the slippage since the plan was reviewed. */
export function movedPastSlippage(
  reviewed: LiquidityPlan,
  fresh: LiquidityPlan,
  slippageBps: number,
): boolean {
  const moved = (before: bigint, after: bigint) => {
    const change = after > before ? after - before : before - after;
    const base = before < 0n ? -before : before;
    return change * 10_000n > base * BigInt(slippageBps);
  };
  return (
    moved(reviewed.expected.amount0, fresh.expected.amount0) ||
    moved(reviewed.expected.amount1, fresh.expected.amount1)
  );
}

function heading(step: Step, title: string): string {
  if (step.step === 'confirmed') return `${title}: confirmed`;
  if (step.step === 'failed') return `${title}: failed`;
  if (step.step === 'running') return step.stage.stage === 'pending' ? `${title}: pending` : title;
  return `Review: ${title.toLowerCase()}`;
}

function stageWords(stage: LiquidityStage): string {
  const of = stage.count > 1 ? ` (${stage.index + 1} of ${stage.count})` : '';
  if (stage.stage === 'checking') return `Checking ${stage.label.toLowerCase()} on the chain${of}…`;
  if (stage.stage === 'wallet-confirmation') return `Confirm “${stage.label}” in your wallet${of}…`;
  return `Waiting for the network to include “${stage.label}”${of}…`;
}
