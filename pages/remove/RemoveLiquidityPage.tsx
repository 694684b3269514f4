import '../../components/TradeCard.css';
import '../positionFlows/LiquidityFlows.css';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useBalances } from '../../balances/useBalances.ts';
import { SegmentedControl } from '../../components/SegmentedControl.tsx';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { refreshPositions } from '../../data/hooks/usePositions.ts';
import { slippageBps } from '../../trading/swapSettings.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { ownsPosition, type PositionFlowProps, PositionLookup } from '../positionFlows/PositionLookup.tsx';
import { PositionSummary } from '../positionFlows/PositionSummary.tsx';
import { hasEthSide, payoutSymbol } from '../positionFlows/payout.ts';
import { planSettingsFrom } from '../positionFlows/planSettingsFrom.ts';
import type { Payout } from '../positionFlows/positionPlans.ts';
import { useSwapSettings } from '../swap/useSwapSettings.ts';
import { removedAmounts } from './removedAmounts.ts';

const LiquidityReview = lazy(() =>
  import('../positionFlows/LiquidityReview.tsx').then((module) => ({ default: module.LiquidityReview })),
);
const loadPositionPlans = () => import('../positionFlows/positionPlans.ts');

const PRESETS = [25, 50, 75, 100] as const;
const PAYOUTS = [
  { value: 'ETH', label: 'Receive ETH' },
  { value: 'WETH', label: 'Receive WETH' },
] as const;

/**
 * `/remove/{tokenId}` and `/remove/v2/{a}/{b}`: take any percent of a position out (slider and
 * presets), with what it pays out at today's price (its fees included), the ETH side as ETH or WETH,
 * and at 100 % the NFT burned: the position closes.
 */
export function RemoveLiquidityPage({ position, loading, notFound, wallet }: PositionFlowProps) {
  const { weth9 } = useTradingChain().protocol;
  const hydrated = useHydrated();
  const [settings] = useSwapSettings();
  const [percent, setPercent] = useState(50);
  const [payout, setPayout] = useState<Payout>('ETH');
  const [reviewing, setReviewing] = useState(false);
  const balances = useBalances(wallet.address, position ? [position.token0, position.token1] : []);
  const owner = wallet.address;
  const isOwner = ownsPosition(position, owner);
  const empty = position ? BigInt(position.liquidity) === 0n : false;
  const received = position ? removedAmounts(position, percent) : undefined;

  const label = !position
    ? 'Remove liquidity'
    : !owner
      ? 'Connect wallet'
      : wallet.isWrongNetwork
        ? 'Switch network'
        : !isOwner
          ? 'Only its owner can remove this position'
          : empty
            ? 'This position is empty'
            : percent === 0
              ? 'Choose how much to remove'
              : percent === 100
                ? 'Review: remove all and close'
                : `Review: remove ${percent}%`;
  const press = () => {
    if (!owner) openWalletPicker();
    else if (wallet.isWrongNetwork) wallet.switchToAppChain();
    else setReviewing(true);
  };

  const prepare = useCallback(async () => {
    const { planRemoveLiquidity } = await loadPositionPlans();
    if (!position || !owner) throw new Error('No position to remove.');
    return planRemoveLiquidity(position, {
      percent,
      receive: payout,
      ...(await planSettingsFrom(owner, settings)),
    });
  }, [position, owner, percent, payout, settings]);

  return (
    <section className="flow-page" aria-labelledby="remove-title">
      <div className="trade-card flow-card">
        <h1 id="remove-title">Remove liquidity</h1>
        <PositionLookup position={position} loading={loading} notFound={notFound} />
        {position ? (
          <>
            <PositionSummary position={position} />
            <section className="flow-section" aria-labelledby="percent-title">
              <h2 id="percent-title">Amount to remove</h2>
              <output className="flow-percent" htmlFor="remove-percent" data-testid="remove-percent">
                {percent}%
              </output>
              <input
                id="remove-percent"
                className="flow-slider"
                type="range"
                min={0}
                max={100}
                step={1}
                value={percent}
                aria-label="Percent of the position to remove"
                onChange={(event) => setPercent(Number(event.target.value))}
              />
              <div className="flow-row">
                {PRESETS.map((preset) => (
                  <button
                    key={preset}
                    type="button"
                    className="flow-choice"
                    aria-pressed={percent === preset}
                    data-testid={`remove-preset-${preset}`}
                    onClick={() => setPercent(preset)}
                  >
                    {preset === 100 ? 'Max' : `${preset}%`}
                  </button>
                ))}
              </div>
            </section>
            {hasEthSide(position, weth9) ? (
              <SegmentedControl label="Receive" options={PAYOUTS} value={payout} onChange={setPayout} />
            ) : null}
            {received ? (
              <dl className="trade-details flow-details" data-testid="remove-receive">
                {([0, 1] as const).map((index) => {
                  const token = index === 0 ? position.token0 : position.token1;
                  return (
                    <div key={token.symbol}>
                      <dt>You receive</dt>
                      <dd>
                        {formatTokenAmount(index === 0 ? received.amount0 : received.amount1, token.decimals)}{' '}
                        {payoutSymbol(token, payout, weth9)}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            ) : null}
            {percent === 100 && position.version !== 'v2' ? (
              <p className="small muted">
                Removing everything collects the fees too and burns the position's NFT: the position closes.
              </p>
            ) : null}
          </>
        ) : null}
        <button
          type="button"
          className="button trade-primary flow-primary"
          data-testid="remove-button"
          disabled={!hydrated || !position || (owner !== undefined && (!isOwner || empty || percent === 0))}
          onClick={press}
        >
          {label}
        </button>
      </div>
      {reviewing && position && owner && wallet.walletClient ? (
        <Suspense fallback={null}>
          <LiquidityReview
            title="Remove liquidity"
            verb={percent === 100 ? 'Remove all and close' : `Remove ${percent}%`}
            details={null}
            amountsOf={(plan) => [
              {
                label: 'You receive',
                currency: { ...position.token0, symbol: payoutSymbol(position.token0, payout, weth9) },
                amount: -plan.expected.amount0,
              },
              {
                label: 'You receive',
                currency: { ...position.token1, symbol: payoutSymbol(position.token1, payout, weth9) },
                amount: -plan.expected.amount1,
              },
            ]}
            prepare={prepare}
            slippageBps={slippageBps(settings)}
            account={owner}
            wallet={wallet.walletClient}
            onClose={(outcome) => {
              setReviewing(false);
              if (outcome) {
                void refreshPositions();
                void balances.refresh();
              }
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
