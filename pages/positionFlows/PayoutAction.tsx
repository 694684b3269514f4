import './LiquidityFlows.css';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { Address } from 'viem';
import { SegmentedControl } from '../../components/SegmentedControl.tsx';
import { refreshPositions } from '../../data/hooks/usePositions.ts';
import type { PositionRow } from '../../data/positionRow.ts';
import type { LiquidityPlan } from '../../liquidity/liquidityPlan.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { useLazyWallet } from '../../wallet/useLazyWallet.tsx';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { hasEthSide, payoutSymbol } from './payout.ts';
import type { Payout } from './positionPlans.ts';
import type { LiquidityOutcome } from './runLiquidityPlan.ts';

const LiquidityReview = lazy(() =>
  import('./LiquidityReview.tsx').then((module) => ({ default: module.LiquidityReview })),
);
const loadPositionPlans = () => import('./positionPlans.ts');

const PAYOUTS = [
  { value: 'ETH', label: 'As ETH' },
  { value: 'WETH', label: 'As WETH' },
] as const;

/** The plans module, loaded with the review. */
export type PositionPlans = Awaited<ReturnType<typeof loadPositionPlans>>;

/**
 * A position page's one-click action that pays its owner out of the position (collect fees, burn a
 * closed one): a button, then the review sheet with what is paid, the ETH side as ETH or WETH where
 * the pool has one, and the lists read again once it confirmed.
 */
export function PayoutAction({
  position,
  label,
  secondary = false,
  testId,
  disabledWhy,
  title,
  verb,
  intro,
  paidLabel,
  paysOut,
  plan,
  resultLink,
}: {
  position: PositionRow;
  label: string;
  /** A quieter button, beside the page's main action. */
  secondary?: boolean;
  testId: string;
  /** Why the button is off, as its tooltip; undefined: it is on. */
  disabledWhy?: string | undefined;
  title: string;
  verb: string;
  intro?: ReactNode;
  /** The review's word for each amount paid ("Fees", "Collected"). */
  paidLabel: string;
  /** Whether anything is paid out: otherwise the review shows no amounts and no payout choice. */
  paysOut: boolean;
  plan: (plans: PositionPlans, request: { owner: Address; receive: Payout }) => Promise<LiquidityPlan>;
  resultLink?: (outcome: LiquidityOutcome) => { href: string; label: string } | undefined;
}) {
  const { weth9 } = useTradingChain().protocol;
  const { wallet, bridge } = useLazyWallet();
  const account = wallet.address;
  const [open, setOpen] = useState(false);
  const [payout, setPayout] = useState<Payout>('ETH');
  const prepare = useCallback(async () => {
    const plans = await loadPositionPlans();
    if (!account) throw new Error('Connect the wallet that owns this position.');
    return plan(plans, { owner: account, receive: payout });
  }, [plan, payout, account]);
  const paid = (plan: LiquidityPlan) =>
    ([position.token0, position.token1] as const).map((token, index) => ({
      label: paidLabel,
      currency: { ...token, symbol: payoutSymbol(token, payout, weth9) },
      amount: -(index === 0 ? plan.expected.amount0 : plan.expected.amount1),
    }));

  return (
    <>
      {bridge}
      <button
        type="button"
        className={secondary ? 'button secondary' : 'button'}
        data-testid={testId}
        // Until the page's own connection is restored, a click would ask to connect a wallet already connected.
        disabled={disabledWhy !== undefined || wallet.resolving}
        aria-busy={wallet.resolving}
        title={disabledWhy}
        onClick={() => (account ? setOpen(true) : openWalletPicker())}
      >
        {label}
      </button>
      {open && account && wallet.walletClient ? (
        <Suspense fallback={null}>
          <LiquidityReview
            title={title}
            verb={verb}
            details={
              <>
                {intro}
                {paysOut && hasEthSide(position, weth9) ? (
                  <SegmentedControl label="Receive" options={PAYOUTS} value={payout} onChange={setPayout} />
                ) : null}
              </>
            }
            amountsOf={(plan) => (paysOut ? paid(plan) : [])}
            prepare={prepare}
            planKey={payout}
            slippageBps={10_000}
            account={account}
            wallet={wallet.walletClient}
            resultLink={resultLink}
            onClose={(outcome) => {
              setOpen(false);
              if (outcome) void refreshPositions();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
