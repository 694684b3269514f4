import './LiquidityFlows.css';
import { lazy, Suspense, useCallback, useState } from 'react';
import { SegmentedControl } from '../../components/SegmentedControl.tsx';
import { refreshPositions } from '../../data/hooks/usePositions.ts';
import type { PositionRow } from '../../data/positionRow.ts';
import { useLazyWallet } from '../../wallet/useLazyWallet.tsx';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { hasEthSide, payoutSymbol } from './payout.ts';
import type { Payout } from './positionPlans.ts';

const LiquidityReview = lazy(() =>
  import('./LiquidityReview.tsx').then((module) => ({ default: module.LiquidityReview })),
);
const loadPositionPlans = () => import('./positionPlans.ts');

const PAYOUTS = [
  { value: 'ETH', label: 'As ETH' },
  { value: 'WETH', label: 'As WETH' },
] as const;

/** How long a collect may wait to be included, in seconds (a collect moves no price). */
const COLLECT_DEADLINE_SECONDS = 30 * 60;

/**
 * The position page's Collect fees action, for its owner: the sheet shows the fees the chain says are
 * owed now, paid as ETH or WETH where the pool has that side, and collects them in one transaction.
 */
export function CollectFees({ position }: { position: PositionRow }) {
  const { wallet, bridge } = useLazyWallet();
  const account = wallet.address;
  const [open, setOpen] = useState(false);
  const [payout, setPayout] = useState<Payout>('ETH');
  const nothing = BigInt(position.fees0) === 0n && BigInt(position.fees1) === 0n;
  const prepare = useCallback(async () => {
    const { planCollectFees } = await loadPositionPlans();
    if (!account) throw new Error('Connect the wallet that owns this position.');
    return planCollectFees(position, {
      receive: payout,
      owner: account,
      deadline: BigInt(Math.floor(Date.now() / 1000) + COLLECT_DEADLINE_SECONDS),
    });
  }, [position, payout, account]);

  if (position.version === 'v2') return null;
  return (
    <>
      {bridge}
      <button
        type="button"
        className="button"
        data-testid="collect-fees"
        disabled={nothing}
        title={nothing ? 'This position has no fees to collect yet.' : undefined}
        onClick={() => (account ? setOpen(true) : openWalletPicker())}
      >
        Collect fees
      </button>
      {open && account && wallet.walletClient ? (
        <Suspense fallback={null}>
          <LiquidityReview
            title="Collect fees"
            verb="Collect"
            details={
              hasEthSide(position) ? (
                <SegmentedControl
                  label="Receive fees"
                  options={PAYOUTS}
                  value={payout}
                  onChange={setPayout}
                />
              ) : null
            }
            amountsOf={(plan) => [
              {
                label: 'Fees',
                currency: { ...position.token0, symbol: payoutSymbol(position.token0, payout) },
                amount: -plan.expected.amount0,
              },
              {
                label: 'Fees',
                currency: { ...position.token1, symbol: payoutSymbol(position.token1, payout) },
                amount: -plan.expected.amount1,
              },
            ]}
            prepare={prepare}
            planKey={payout}
            slippageBps={10_000}
            account={account}
            wallet={wallet.walletClient}
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
