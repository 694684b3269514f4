import '../../../components/TradeCard.css';
import '../../positionFlows/LiquidityFlows.css';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { Address } from 'viem';
import { useBalances } from '../../../balances/useBalances.ts';
import { hookLabel } from '../../../components/HookBadge.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl.tsx';
import { useHydrated } from '../../../components/useHydrated.ts';
import { useImportWarning } from '../../../components/useImportWarning.tsx';
import { DEFAULT_CHAIN } from '../../../data/chains.ts';
import { refreshPositions } from '../../../data/hooks/usePositions.ts';
import type { LiquidityPlan, LiquidityVersion } from '../../../liquidity/liquidityPlan.ts';
import { positionPagePath } from '../../../preview/pagePaths.ts';
import { NATIVE_ETH, type SwapCurrency, sameCurrency } from '../../../trading/swapCurrency.ts';
import { slippageBps } from '../../../trading/swapSettings.ts';
import { walletReadiness } from '../../../wallet/appWallet.ts';
import { useTradingChain } from '../../../wallet/tradingChain.ts';
import { useLazyWallet } from '../../../wallet/useLazyWallet.tsx';
import { openWalletPicker } from '../../../wallet/walletPicker.ts';
import { planSettingsFrom } from '../../positionFlows/planSettingsFrom.ts';
import { linkedCurrencyAccepted, resolveSwapCurrency } from '../../swap/resolveSwapCurrency.ts';
import { useSwapSettings } from '../../swap/useSwapSettings.ts';
import { usePoolLiquidity } from '../usePoolLiquidity.ts';
import { DEFAULT_CREATE_FEE } from './createFeeTiers.ts';
import { createPositionAction } from './createPositionAction.ts';
import { LIQUIDITY_VERSIONS, readCreatePositionLink } from './createPositionLink.ts';
import { DepositField } from './DepositField.tsx';
import { FeeTierPicker } from './FeeTierPicker.tsx';
import { PoolHookPicker } from './PoolHookPicker.tsx';
import { RangeStep } from './RangeStep.tsx';
import type { RangeChoice } from './rangeChoice.ts';
import { TokenPairPicker } from './TokenPairPicker.tsx';
import { useCreateDeposit } from './useCreateDeposit.ts';
import { useCreatePool, useLiquidityMath } from './useCreateReads.ts';
import { useFeeTierShares } from './useFeeTierShares.ts';

/** The review sheet, the plans and the transaction path load on the first Review. */
const LiquidityReview = lazy(() =>
  import('../../positionFlows/LiquidityReview.tsx').then((module) => ({ default: module.LiquidityReview })),
);
const loadPositionPlans = () => import('../../positionFlows/positionPlans.ts');

const VERSION_OPTIONS = LIQUIDITY_VERSIONS.map((value) => ({ value, label: value.toUpperCase() }));

/**
 * `/positions/create[/{version}]` and the legacy `/add` forms: a new position on one card. The pair
 * and fee tier (each tier's share of the pair's liquidity), the price range (a new pool's starting
 * price first), the deposit (the second amount computed), then the review that approves and mints.
 * Everything reads the chain directly; the wallet is needed only to review.
 */
export function CreatePositionPage({ version: routeVersion }: { version?: LiquidityVersion | undefined }) {
  const hydrated = useHydrated();
  const { wallet, bridge } = useLazyWallet();
  const [settings] = useSwapSettings();
  const [version, setVersion] = useState<LiquidityVersion>(routeVersion ?? 'v4');
  const [currencyA, setCurrencyA] = useState<SwapCurrency | undefined>(NATIVE_ETH);
  const [currencyB, setCurrencyB] = useState<SwapCurrency>();
  const [fee, setFee] = useState(DEFAULT_CREATE_FEE);
  const explorer = useTradingChain().blockExplorers?.default.url;
  const { dialog: importWarning, confirmImport } = useImportWarning(DEFAULT_CHAIN.chain, explorer);
  const [hook, setHook] = useState<Address>();
  const [turned, setTurned] = useState(false);
  const [choice, setChoice] = useState<RangeChoice>({ kind: 'full' });
  const [startText, setStartText] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string>();
  const [badHook, setBadHook] = useState<string>();

  useEffect(() => {
    const link = readCreatePositionLink(window.location.search);
    if (link.version && !routeVersion) setVersion(link.version);
    if (link.fee) setFee(link.fee);
    if (link.hook) setHook(link.hook as Address);
    setBadHook(link.badHook);
    let cancelled = false;
    void Promise.all([
      link.currencyA ? resolveSwapCurrency(link.currencyA) : { currency: NATIVE_ETH },
      link.currencyB ? resolveSwapCurrency(link.currencyB) : undefined,
    ]).then(async ([linkedA, linkedB]) => {
      const a = await linkedCurrencyAccepted(linkedA, confirmImport);
      const b = await linkedCurrencyAccepted(linkedB, confirmImport);
      if (cancelled) return;
      setCurrencyA(a);
      setCurrencyB(b);
      if ((link.currencyA && !linkedA) || (link.currencyB && !linkedB))
        setLinkProblem('A token of this link is not a token on this chain: pick the pair again.');
    });
    return () => {
      cancelled = true;
    };
  }, [routeVersion, confirmImport]);

  const math = useLiquidityMath();
  const poolRead = useCreatePool(version, currencyA, currencyB, fee, version === 'v4' ? hook : undefined);
  const created = poolRead.data;
  const shares = useFeeTierShares(version, currencyA, currencyB).data;
  const chart = usePoolLiquidity(
    version !== 'v2' && created?.address && created.price
      ? { version, address: created.address, tickSpacing: created.pool.tickSpacing }
      : undefined,
  );
  const deposit = useCreateDeposit({
    math,
    version,
    currencyA,
    currencyB,
    created,
    turned,
    choice,
    startText,
  });
  const balances = useBalances(wallet.address, [currencyA, currencyB]);
  const { token0, token1 } = deposit;
  const balance0 = balances.balanceOf(token0);
  const balance1 = balances.balanceOf(token1);
  const beyond0 = deposit.amount0 !== undefined && balance0 !== undefined && deposit.amount0 > balance0;
  const beyond1 = deposit.amount1 !== undefined && balance1 !== undefined && deposit.amount1 > balance1;
  const sameToken = currencyA !== undefined && currencyB !== undefined && sameCurrency(currencyA, currencyB);

  const action = createPositionAction({
    account: walletReadiness(wallet),
    pairChosen: currencyA !== undefined && currencyB !== undefined && created !== undefined,
    sameToken,
    hookMissing: version === 'v4' && created?.hookMissing === true,
    needsStartingPrice: version !== 'v2' && created !== undefined && !created.price && !deposit.price,
    rangeProblem: deposit.rangeProblem,
    hasAmount: (deposit.amount0 ?? 0n) > 0n || (deposit.amount1 ?? 0n) > 0n,
    beyondBalance: beyond0 ? token0?.symbol : beyond1 ? token1?.symbol : undefined,
  });
  const press = () => {
    if (action.kind === 'connect') openWalletPicker();
    else if (action.kind === 'switch-network') wallet.switchToAppChain();
    else if (action.kind === 'review') setReviewing(true);
  };

  const owner = wallet.address;
  const prepare = useCallback(async (): Promise<LiquidityPlan> => {
    const { planCreatePosition } = await loadPositionPlans();
    const range = version === 'v2' ? { tickLower: 0, tickUpper: 0 } : deposit.range;
    if (!created || !owner || !range) throw new Error('The position is not complete.');
    return planCreatePosition(version, {
      pool: created.pool,
      ...range,
      amount0: deposit.amount0 ?? 0n,
      amount1: deposit.amount1 ?? 0n,
      startingSqrtPriceX96: created.price ? undefined : deposit.price?.sqrtPriceX96,
      payWithEth: currencyA?.address === null || currencyB?.address === null,
      ...(await planSettingsFrom(owner, settings)),
    });
  }, [
    created,
    owner,
    deposit.range,
    deposit.amount0,
    deposit.amount1,
    deposit.price,
    version,
    settings,
    currencyA,
    currencyB,
  ]);

  const resetPair = () => {
    deposit.reset();
    setChoice({ kind: 'full' });
    setStartText('');
  };

  return (
    <section className="flow-page" aria-labelledby="create-title">
      {bridge}
      {importWarning}
      <div className="trade-card flow-card wide">
        <h1 id="create-title">New position</h1>
        {linkProblem ? (
          <p className="flow-error" role="alert">
            {linkProblem}
          </p>
        ) : null}
        <section className="flow-section" aria-labelledby="pair-title">
          <h2 id="pair-title">Pair and fee tier</h2>
          <SegmentedControl
            label="Protocol version"
            options={VERSION_OPTIONS}
            value={version}
            onChange={(next) => {
              setVersion(next);
              resetPair();
            }}
          />
          <TokenPairPicker
            currencyA={currencyA}
            currencyB={currencyB}
            balances={balances.balances}
            onPick={(side, currency) => {
              (side === 'A' ? setCurrencyA : setCurrencyB)(currency);
              setLinkProblem(undefined);
              setBadHook(undefined);
              resetPair();
            }}
          />
          {sameToken ? <p className="flow-error">Choose two different tokens.</p> : null}
          {version !== 'v2' ? (
            <FeeTierPicker
              fee={fee}
              shares={shares}
              onFee={(next) => {
                setFee(next);
                setHook(undefined);
                setBadHook(undefined);
                resetPair();
              }}
            />
          ) : null}
          {version === 'v4' ? (
            <PoolHookPicker
              hook={hook}
              listed={shares?.hooks.get(fee) ?? []}
              onHook={(next) => {
                setHook(next);
                setBadHook(undefined);
                resetPair();
              }}
            />
          ) : null}
          {version === 'v4' && badHook !== undefined ? (
            <p className="flow-error" role="alert" data-testid="hook-problem">
              The hook in this link, “{badHook}”, is not an address: the pool without a hook is shown.
            </p>
          ) : null}
          {version === 'v4' && hook && created?.hookMissing ? (
            <p className="flow-error" role="alert" data-testid="hook-problem">
              There is no hook contract at <code>{hook}</code> on this chain: a pool with it cannot hold
              liquidity. Choose the pool without a hook.
            </p>
          ) : null}
          {poolRead.error ? (
            <p className="flow-error" role="alert">
              The chain does not answer: a position needs it. Try again in a moment.
            </p>
          ) : null}
          {version === 'v2' && created && !created.reserves ? (
            <p className="flow-notice" role="status" data-testid="new-pool">
              This pair does not exist yet: you would create it, at the price your two amounts set.
            </p>
          ) : null}
        </section>
        {version !== 'v2' && math && deposit.scale && created && token0 && token1 ? (
          <RangeStep
            math={math}
            scale={deposit.scale}
            tickSpacing={deposit.tickSpacing}
            token0={token0}
            token1={token1}
            inverted={deposit.inverted}
            onFlip={() => {
              setTurned(!turned);
              setChoice(choice.kind === 'custom' ? { kind: 'full' } : choice);
              setStartText('');
            }}
            poolPrice={created?.price}
            startText={startText}
            onStartText={setStartText}
            choice={choice}
            onChoice={setChoice}
            range={deposit.range}
            problem={deposit.rangeProblem}
            steps={created?.price ? (chart.data === undefined ? undefined : (chart.data?.steps ?? [])) : []}
          />
        ) : null}
        {token0 && token1 && !sameToken ? (
          <section className="flow-section" aria-labelledby="deposit-title">
            <h2 id="deposit-title">Deposit</h2>
            {([0, 1] as const).map((index) => {
              const currency = index === 0 ? token0 : token1;
              return (
                <DepositField
                  key={currency.symbol}
                  index={index}
                  currency={currency}
                  text={deposit.textOf(index)}
                  balance={index === 0 ? balance0 : balance1}
                  closedReason={deposit.closed(index)}
                  beyondBalance={index === 0 ? beyond0 : beyond1}
                  onType={(text) => deposit.type(index, text)}
                />
              );
            })}
          </section>
        ) : null}
        <button
          type="button"
          className="button trade-primary flow-primary"
          data-testid="create-button"
          disabled={!hydrated || action.kind === 'blocked' || wallet.switching}
          onClick={press}
        >
          {wallet.switching ? 'Switching network…' : action.label}
        </button>
      </div>
      {reviewing && owner && wallet.walletClient && token0 && token1 && created ? (
        <Suspense fallback={null}>
          <LiquidityReview
            title={created.price || created.reserves ? 'Add liquidity' : 'Create pool and add liquidity'}
            verb={created.price || created.reserves ? 'Add liquidity' : 'Create pool and add liquidity'}
            details={
              <dl className="trade-details flow-details">
                <div>
                  <dt>Pool</dt>
                  <dd>
                    {token0.symbol}/{token1.symbol} · {version.toUpperCase()}
                    {hook ? ` · ${hookLabel(hook)}` : null}
                  </dd>
                </div>
                <div>
                  <dt>Range</dt>
                  <dd data-testid="review-range">{deposit.rangeText}</dd>
                </div>
              </dl>
            }
            amountsOf={(plan) => [
              { label: 'Deposit', currency: token0, amount: plan.expected.amount0 },
              { label: 'Deposit', currency: token1, amount: plan.expected.amount1 },
            ]}
            prepare={prepare}
            slippageBps={slippageBps(settings)}
            account={owner}
            wallet={wallet.walletClient}
            resultLink={(outcome) => {
              const id = version === 'v2' ? created.address : outcome.mintedTokenId;
              return id
                ? { href: positionPagePath(version, DEFAULT_CHAIN.chain, id), label: 'View position' }
                : undefined;
            }}
            onClose={(outcome) => {
              setReviewing(false);
              void balances.refresh();
              void poolRead.mutate();
              if (outcome) {
                deposit.reset();
                void refreshPositions();
              }
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
