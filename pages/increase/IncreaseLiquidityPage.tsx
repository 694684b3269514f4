import '../../components/TradeCard.css';
import '../positionFlows/LiquidityFlows.css';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useBalances } from '../../balances/useBalances.ts';
import { SegmentedControl } from '../../components/SegmentedControl.tsx';
import { parseTokenAmount, tokenAmountInputText } from '../../components/tokenAmounts.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { DEFAULT_CHAIN } from '../../data/chains.ts';
import { refreshPositions } from '../../data/hooks/usePositions.ts';
import { POSITIONS_PAGE, positionPagePath } from '../../preview/pagePaths.ts';
import { slippageBps } from '../../trading/swapSettings.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { useLazyWallet } from '../../wallet/useLazyWallet.tsx';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { PositionSummary } from '../positionFlows/PositionSummary.tsx';
import { depositCurrency, paysWethAsEth } from '../positionFlows/payout.ts';
import { planSettingsFrom } from '../positionFlows/planSettingsFrom.ts';
import type { Payout } from '../positionFlows/positionPlans.ts';
import { useNftPosition } from '../positionFlows/useNftPosition.ts';
import { readCreatePositionLink } from '../positions/create/createPositionLink.ts';
import { DepositField } from '../positions/create/DepositField.tsx';
import { useLiquidityMath } from '../positions/create/useCreateReads.ts';
import { useSwapSettings } from '../swap/useSwapSettings.ts';

const LiquidityReview = lazy(() =>
  import('../positionFlows/LiquidityReview.tsx').then((module) => ({ default: module.LiquidityReview })),
);
const loadPositionPlans = () => import('../positionFlows/positionPlans.ts');

const PAY_WITH = [
  { value: 'ETH', label: 'Pay with ETH' },
  { value: 'WETH', label: 'Pay with WETH' },
] as const;
const ETH_HELD = { address: null };

/**
 * `/increase?tokenId=…[&version=v3|v4]`: more liquidity into a position, in its own range at the
 * pool's price: the deposit's second amount computed from the one typed (one side only when the
 * range excludes the price), then the review that approves and adds. A V3 position's WETH side may
 * be paid with ETH (the default when the wallet holds ETH), as the create form pays it.
 */
export function IncreaseLiquidityPage() {
  const { weth9 } = useTradingChain().protocol;
  const hydrated = useHydrated();
  const { wallet, bridge } = useLazyWallet();
  const [settings] = useSwapSettings();
  const [link, setLink] = useState<ReturnType<typeof readCreatePositionLink>>();
  useEffect(() => setLink(readCreatePositionLink(window.location.search)), []);
  const version = link?.version === 'v3' || link?.version === 'v4' ? link.version : undefined;
  const { position, error } = useNftPosition(link?.tokenId, wallet, version);
  const math = useLiquidityMath();
  const [typed, setTyped] = useState<{ index: 0 | 1; text: string }>({ index: 0, text: '' });
  const [reviewing, setReviewing] = useState(false);
  const [payChoice, setPayChoice] = useState<Payout>();
  const owner = wallet.address;
  const offersEth = position ? paysWethAsEth(position, weth9) : false;
  const balances = useBalances(
    owner,
    position ? [position.token0, position.token1, ...(offersEth ? [ETH_HELD] : [])] : [],
  );
  const pay = payChoice ?? (balances.balanceOf(ETH_HELD) === 0n ? 'WETH' : 'ETH');
  const tokens = position
    ? ([
        depositCurrency(position, position.token0, pay, weth9),
        depositCurrency(position, position.token1, pay, weth9),
      ] as const)
    : undefined;

  const range =
    position?.tickLower != null && position.tickUpper != null
      ? { tickLower: position.tickLower, tickUpper: position.tickUpper }
      : undefined;
  const price = position
    ? { sqrtPriceX96: BigInt(position.sqrtPriceX96), tick: position.currentTick }
    : undefined;
  const taken = math && price && range ? math.depositSides(price, range) : 'both';
  const typedAmount = tokens ? parseTokenAmount(typed.text, tokens[typed.index].decimals) : undefined;
  const typedOpen = typed.index === 0 ? taken !== 'token1' : taken !== 'token0';
  const amounts = (() => {
    if (!math || !price || !range || typedAmount === undefined || !typedOpen) return undefined;
    try {
      return math.depositAmounts(
        price,
        range,
        typed.index === 0 ? { amount0: typedAmount } : { amount1: typedAmount },
      );
    } catch {
      return undefined;
    }
  })();
  const beyond = tokens?.find((token, index) => {
    const amount = index === 0 ? amounts?.amount0 : amounts?.amount1;
    const held = balances.balanceOf(token);
    return amount !== undefined && held !== undefined && amount > held;
  });
  const isOwner = position && owner ? position.owner.toLowerCase() === owner.toLowerCase() : false;
  const label = !position
    ? 'Add liquidity'
    : !owner
      ? 'Connect wallet'
      : !isOwner
        ? 'Only its owner can add to this position'
        : !amounts || (amounts.amount0 === 0n && amounts.amount1 === 0n)
          ? 'Enter an amount'
          : beyond
            ? `Insufficient ${beyond.symbol} balance`
            : 'Review';

  const prepare = useCallback(async () => {
    const { planIncreaseLiquidity } = await loadPositionPlans();
    if (!position || !owner || !amounts) throw new Error('Nothing to add.');
    return planIncreaseLiquidity(position, {
      ...amounts,
      payWithEth: offersEth && pay === 'ETH',
      ...(await planSettingsFrom(owner, settings)),
    });
  }, [position, owner, amounts, settings, offersEth, pay]);

  return (
    <section className="flow-page" aria-labelledby="increase-title">
      {bridge}
      <div className="trade-card flow-card">
        <h1 id="increase-title">Add liquidity</h1>
        {link && !link.tokenId ? (
          <p className="flow-error" role="alert" data-testid="position-not-found">
            This link names no position. <a href={POSITIONS_PAGE}>Choose one of your positions</a>
          </p>
        ) : position === null || error ? (
          <p className="flow-error" role="alert" data-testid="position-not-found">
            {error
              ? 'The positions could not be read: try again in a moment.'
              : `There is no position #${link?.tokenId} on Ethereum.`}{' '}
            <a href={POSITIONS_PAGE}>See your positions</a>
          </p>
        ) : null}
        {position && tokens ? (
          <>
            <PositionSummary position={position} />
            {offersEth ? (
              <SegmentedControl
                label="Pay the WETH side with"
                options={PAY_WITH}
                value={pay}
                onChange={setPayChoice}
              />
            ) : null}
            {tokens.map((token, index) => {
              const side = index as 0 | 1;
              const closed = side === 0 ? taken === 'token1' : taken === 'token0';
              const amount = side === 0 ? amounts?.amount0 : amounts?.amount1;
              return (
                <DepositField
                  key={token.symbol}
                  index={side}
                  currency={token}
                  text={
                    typed.index === side
                      ? typed.text
                      : amount
                        ? tokenAmountInputText(amount, token.decimals)
                        : ''
                  }
                  balance={balances.balanceOf(token)}
                  closedReason={
                    closed
                      ? `This range takes only ${tokens[1 - side]?.symbol} at the current price.`
                      : undefined
                  }
                  beyondBalance={beyond === token}
                  onType={(text) => setTyped({ index: side, text })}
                />
              );
            })}
          </>
        ) : null}
        <button
          type="button"
          className="button trade-primary flow-primary"
          data-testid="increase-button"
          disabled={!hydrated || !position || (owner !== undefined && label !== 'Review')}
          onClick={() => (owner ? setReviewing(true) : openWalletPicker())}
        >
          {label}
        </button>
      </div>
      {reviewing && position && tokens && owner && wallet.walletClient ? (
        <Suspense fallback={null}>
          <LiquidityReview
            title="Add liquidity"
            verb="Add liquidity"
            details={null}
            amountsOf={(plan) => [
              { label: 'Deposit', currency: tokens[0], amount: plan.expected.amount0 },
              { label: 'Deposit', currency: tokens[1], amount: plan.expected.amount1 },
            ]}
            prepare={prepare}
            slippageBps={slippageBps(settings)}
            account={owner}
            wallet={wallet.walletClient}
            resultLink={() => ({
              href: positionPagePath(position.version, DEFAULT_CHAIN.chain, position.id),
              label: 'View position',
            })}
            onClose={(outcome) => {
              setReviewing(false);
              if (outcome) {
                setTyped({ index: 0, text: '' });
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
