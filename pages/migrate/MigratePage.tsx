import '../../components/TradeCard.css';
import '../positionFlows/LiquidityFlows.css';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useHydrated } from '../../components/useHydrated.ts';
import { DEFAULT_CHAIN } from '../../data/chains.ts';
import { refreshPositions } from '../../data/hooks/usePositions.ts';
import type { TickRange } from '../../liquidity/priceRange.ts';
import { positionPagePath } from '../../preview/pagePaths.ts';
import { slippageBps } from '../../trading/swapSettings.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { ownsPosition, type PositionFlowProps, PositionLookup } from '../positionFlows/PositionLookup.tsx';
import { PositionSummary } from '../positionFlows/PositionSummary.tsx';
import { planSettingsFrom } from '../positionFlows/planSettingsFrom.ts';
import { DEFAULT_CREATE_FEE } from '../positions/create/createFeeTiers.ts';
import { FeeTierPicker } from '../positions/create/FeeTierPicker.tsx';
import { useLiquidityMath } from '../positions/create/useCreateReads.ts';
import { useSwapSettings } from '../swap/useSwapSettings.ts';
import { migrationTarget } from './migrationTarget.ts';

const LiquidityReview = lazy(() =>
  import('../positionFlows/LiquidityReview.tsx').then((module) => ({ default: module.LiquidityReview })),
);
const loadPositionPlans = () => import('../positionFlows/positionPlans.ts');

type RangeKind = 'same' | 'full' | number;

/**
 * `/migrate/v2/{chain}/{pair}` and `/migrate/v3/{chain}/{tokenId}`: a position one version up, in
 * one flow: V2 into a V3 range through the V3Migrator (what the range does not take is refunded, and
 * the review shows how much), V3 into V4 through the Universal Router. The target's fee tier and
 * range are chosen here; a target pool that does not exist is created at the position's own price.
 */
export function MigratePage({ position, loading, notFound, wallet }: PositionFlowProps) {
  const { weth9 } = useTradingChain().protocol;
  const hydrated = useHydrated();
  const [settings] = useSwapSettings();
  const math = useLiquidityMath();
  const [fee, setFee] = useState<number>();
  const [rangeKind, setRangeKind] = useState<RangeKind>();
  const [reviewing, setReviewing] = useState(false);
  const owner = wallet.address;
  const target = position?.version === 'v2' ? 'V3' : 'V4';
  const chosenFee = fee ?? (position && position.version !== 'v2' ? position.fee : DEFAULT_CREATE_FEE);
  const kind: RangeKind = rangeKind ?? (position?.version === 'v3' ? 'same' : 'full');
  const into = position ? migrationTarget(position, chosenFee, weth9) : undefined;

  const range = ((): TickRange | undefined => {
    if (!math || !into || !position) return undefined;
    const spacing = into.pool.tickSpacing;
    if (kind === 'full') return math.fullRange(spacing);
    if (kind === 'same' && position.tickLower !== null && position.tickUpper !== null) {
      const same = into.flipped
        ? { tickLower: -position.tickUpper, tickUpper: -position.tickLower }
        : { tickLower: position.tickLower, tickUpper: position.tickUpper };
      return same.tickLower % spacing === 0 && same.tickUpper % spacing === 0 ? same : undefined;
    }
    if (typeof kind === 'number')
      return math.rangeAroundTick(into.flipped ? -position.currentTick : position.currentTick, kind, spacing);
    return undefined;
  })();

  const isOwner = ownsPosition(position, owner);
  const label = !position
    ? `Migrate to ${target}`
    : !owner
      ? 'Connect wallet'
      : !isOwner
        ? 'Only its owner can migrate this position'
        : BigInt(position.liquidity) === 0n
          ? 'This position is empty'
          : !range
            ? 'Choose a range on the new fee tier'
            : 'Review migration';

  const prepare = useCallback(async () => {
    const plans = await loadPositionPlans();
    if (!position || !owner || !into || !range) throw new Error('The migration is not complete.');
    const settled = {
      ...range,
      pool: into.pool,
      startingSqrtPriceX96: into.startingSqrtPriceX96,
      ...(await planSettingsFrom(owner, settings)),
    };
    return position.version === 'v2'
      ? plans.planMigrateV2(position, { ...settled, refundAsEth: true })
      : plans.planMigrateV3(position, settled);
  }, [position, owner, into, range, settings]);

  return (
    <section className="flow-page" aria-labelledby="migrate-title">
      <div className="trade-card flow-card">
        <h1 id="migrate-title">Migrate to {target}</h1>
        <PositionLookup position={position} loading={loading} notFound={notFound} />
        {position ? (
          <>
            <PositionSummary position={position} />
            <section className="flow-section" aria-labelledby="target-title">
              <h2 id="target-title">Into a {target} position</h2>
              <FeeTierPicker fee={chosenFee} shares={undefined} onFee={setFee} />
              <div className="flow-row">
                {position.version === 'v3' ? (
                  <button
                    type="button"
                    className="flow-choice"
                    aria-pressed={kind === 'same'}
                    onClick={() => setRangeKind('same')}
                  >
                    Same range
                  </button>
                ) : null}
                <button
                  type="button"
                  className="flow-choice"
                  aria-pressed={kind === 'full'}
                  data-testid="migrate-full"
                  onClick={() => setRangeKind('full')}
                >
                  Full range
                </button>
                {(math?.RANGE_WIDTH_PRESETS ?? []).map((width) => (
                  <button
                    key={width}
                    type="button"
                    className="flow-choice"
                    aria-pressed={kind === width}
                    data-testid={`migrate-preset-${width}`}
                    onClick={() => setRangeKind(width)}
                  >
                    ±{width}%
                  </button>
                ))}
              </div>
              {position.version === 'v2' ? (
                <p className="small muted">
                  Your whole share of the pair is redeemed; what the V3 range does not take is refunded to you
                  (its WETH as ETH). The review shows both.
                </p>
              ) : (
                <p className="small muted">
                  The V3 position is emptied with its fees and burned, and the V4 position minted, in one
                  transaction.
                </p>
              )}
            </section>
          </>
        ) : null}
        <button
          type="button"
          className="button trade-primary flow-primary"
          data-testid="migrate-button"
          disabled={!hydrated || !position || (owner !== undefined && label !== 'Review migration')}
          onClick={() => (owner ? setReviewing(true) : openWalletPicker())}
        >
          {label}
        </button>
      </div>
      {reviewing && position && owner && wallet.walletClient ? (
        <Suspense fallback={null}>
          <LiquidityReview
            title={`Migrate to ${target}`}
            verb="Migrate"
            details={null}
            amountsOf={(plan) => {
              const refund =
                'refund' in plan ? (plan.refund as { amount0: bigint; amount1: bigint }) : undefined;
              const [t0, t1] = into?.flipped
                ? [position.token1, position.token0]
                : [position.token0, position.token1];
              return [
                { label: `Into the ${target} position`, currency: t0, amount: plan.expected.amount0 },
                { label: `Into the ${target} position`, currency: t1, amount: plan.expected.amount1 },
                ...(refund
                  ? [
                      { label: 'Refunded to you', currency: t0, amount: refund.amount0 },
                      { label: 'Refunded to you', currency: t1, amount: refund.amount1 },
                    ]
                  : []),
              ];
            }}
            prepare={prepare}
            slippageBps={slippageBps(settings)}
            account={owner}
            wallet={wallet.walletClient}
            resultLink={(outcome) =>
              outcome.mintedTokenId
                ? {
                    href: positionPagePath(
                      position.version === 'v2' ? 'v3' : 'v4',
                      DEFAULT_CHAIN.chain,
                      outcome.mintedTokenId,
                    ),
                    label: `View the ${target} position`,
                  }
                : undefined
            }
            onClose={(outcome) => {
              setReviewing(false);
              if (outcome) void refreshPositions();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
