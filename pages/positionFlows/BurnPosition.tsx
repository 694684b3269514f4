import './LiquidityFlows.css';
import { lazy, Suspense, useCallback, useState } from 'react';
import { SegmentedControl } from '../../components/SegmentedControl.tsx';
import { refreshPositions } from '../../data/hooks/usePositions.ts';
import type { PositionRow } from '../../data/positionRow.ts';
import { POSITIONS_PAGE } from '../../preview/pagePaths.ts';
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

/**
 * The Burn action of a closed V3 position, for its owner: the manager keeps an emptied NFT in the
 * wallet (and in the list, as closed) until its owner burns it. What it still owes is collected by the
 * same transaction; then the position is gone from the list.
 */
export function BurnPosition({ position }: { position: PositionRow }) {
  const { wallet, bridge } = useLazyWallet();
  const account = wallet.address;
  const [open, setOpen] = useState(false);
  const [payout, setPayout] = useState<Payout>('ETH');
  const owes = BigInt(position.fees0) > 0n || BigInt(position.fees1) > 0n;
  const prepare = useCallback(async () => {
    const { planBurnPosition } = await loadPositionPlans();
    if (!account) throw new Error('Connect the wallet that owns this position.');
    return planBurnPosition(position, { owner: account, receive: payout });
  }, [position, payout, account]);

  if (position.version !== 'v3' || position.status !== 'closed') return null;
  return (
    <>
      {bridge}
      <button
        type="button"
        className="button secondary"
        data-testid="burn-position"
        title="Remove this closed position’s NFT from your wallet"
        onClick={() => (account ? setOpen(true) : openWalletPicker())}
      >
        Burn position
      </button>
      {open && account && wallet.walletClient ? (
        <Suspense fallback={null}>
          <LiquidityReview
            title="Burn position"
            verb="Burn"
            details={
              <>
                <p className="small muted">
                  This closed position holds no liquidity. Burning its NFT removes it from your wallet and
                  your positions{owes ? ', after collecting what it still owes you' : ''}.
                </p>
                {owes && hasEthSide(position) ? (
                  <SegmentedControl label="Receive" options={PAYOUTS} value={payout} onChange={setPayout} />
                ) : null}
              </>
            }
            amountsOf={(plan) =>
              owes
                ? [
                    {
                      label: 'Collected',
                      currency: { ...position.token0, symbol: payoutSymbol(position.token0, payout) },
                      amount: -plan.expected.amount0,
                    },
                    {
                      label: 'Collected',
                      currency: { ...position.token1, symbol: payoutSymbol(position.token1, payout) },
                      amount: -plan.expected.amount1,
                    },
                  ]
                : []
            }
            prepare={prepare}
            planKey={payout}
            slippageBps={10_000}
            account={account}
            wallet={wallet.walletClient}
            resultLink={() => ({ href: POSITIONS_PAGE, label: 'Your positions' })}
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
