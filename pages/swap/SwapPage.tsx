import '../../components/TradeCard.css';
import './SwapPage.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import useSWR from 'swr';
import { useBalances } from '../../balances/useBalances.ts';
import { TradeTabs } from '../../components/TradeTabs.tsx';
import { formatTokenAmount, tokenAmountInputText } from '../../components/tokenAmounts.ts';
import { useReachability } from '../../components/useReachability.ts';
import { DEFAULT_CHAIN } from '../../data/chains.ts';
import { loadSwapToken } from '../../data/hooks/useSwapTokens.ts';
import { tokenKey } from '../../data/tokenKey.ts';
import type { SwapField } from '../../preview/pagePaths.ts';
import type { SwapQuote } from '../../trading/quoteSwap.ts';
import { swapLimits } from '../../trading/swapLimits.ts';
import { slippageBps } from '../../trading/swapSettings.ts';
import { walletReadiness } from '../../wallet/appWallet.ts';
import { useLazyWallet } from '../../wallet/useLazyWallet.tsx';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { CurrencyField } from './CurrencyField.tsx';
import { SwapSettingsMenu } from './SwapSettingsMenu.tsx';
import { swapAction } from './swapAction.ts';
import { formatBps } from './swapPercent.ts';
import { useApprovePermit2 } from './useApprovePermit2.ts';
import { usePermit2Approval } from './usePermit2Approval.ts';
import { useSwapForm } from './useSwapForm.ts';
import { useSwapQuote } from './useSwapQuote.ts';
import { useSwapSettings } from './useSwapSettings.ts';

/** The review sheet and everything it runs load on the first Review. */
const SwapReview = lazy(() => import('./SwapReview.tsx').then((module) => ({ default: module.SwapReview })));
/**
 * A quote's details are not on the first screen: they load once the page runs, before a first quote
 * can come back, so they show with it.
 */
const loadQuoteDetails = () => import('./QuoteDetails.tsx');
const QuoteDetails = lazy(() => loadQuoteDetails().then((module) => ({ default: module.QuoteDetails })));
/** The token dialog loads when a field's token is first pressed. */
const TokenSelector = lazy(() =>
  import('./TokenSelector.tsx').then((module) => ({ default: module.TokenSelector })),
);

/** What "Max" leaves of ETH for the network cost of the swap itself. */
const NATIVE_MAX_RESERVE = 10n ** 16n;

/**
 * `/swap`: one focused card. Two amount fields with their tokens and balances, a flip button, the
 * quote's details under it, and one big button that says the next step; Review opens the sheet that
 * executes. Quotes need no wallet; everything reads the chain directly.
 */
export function SwapPage() {
  const form = useSwapForm();
  useEffect(() => {
    void loadQuoteDetails();
  }, []);
  const [settings, setSettings] = useSwapSettings();
  const reach = useReachability();
  // Only the browser's word and a silent chain together: a local chain answers with no network at all.
  const offline = !reach.browserOnline && !reach.chain.reachable;
  const { wallet, bridge } = useLazyWallet();
  const { walletClient, switchToAppChain, switching } = wallet;
  const quoteState = useSwapQuote(!offline && !form.unsupportedChain ? form.request : undefined);
  const { quote } = quoteState;
  const balances = useBalances(wallet.address, [form.input, form.output]);
  const limits = quote ? swapLimits(quote, slippageBps(settings)) : undefined;
  const approval = usePermit2Approval(wallet.address, form.input, limits?.maximumIn);
  const approve = useApprovePermit2(wallet.address, walletClient, () => void approval.refresh());
  const ethPrice = useSWR('swap-eth-usd', () => loadSwapToken(DEFAULT_CHAIN.chain, null), {
    revalidateOnFocus: false,
  });
  const [picking, setPicking] = useState<SwapField>();
  const [reviewing, setReviewing] = useState<SwapQuote>();
  /** What Max put in the field: a balance that moves by itself (a rebasing token) is then said to. */
  const [maxed, setMaxed] = useState<{ amount: bigint; text: string }>();

  const inputBalance = balances.balanceOf(form.input);
  const action = swapAction({
    offline,
    unsupportedChain: form.unsupportedChain,
    input: form.input,
    output: form.output,
    hasAmount: form.request !== undefined,
    quote,
    quoteError: quoteState.error,
    account: walletReadiness(wallet),
    inputBalance,
    maximumIn: limits?.maximumIn,
    needsApproval: approval.needsApproval,
  });

  const fieldText = (field: SwapField) => {
    if (form.field === field) return form.typed;
    const currency = field === 'input' ? form.input : form.output;
    const amount = field === 'input' ? quote?.amountIn : quote?.amountOut;
    return quote && currency && amount !== undefined
      ? formatTokenAmount(amount, currency.decimals).replace(/,/g, '')
      : '';
  };
  const fieldAmount = (field: SwapField) =>
    field === 'input'
      ? (quote?.amountIn ?? (form.field === 'input' ? form.request?.amount : undefined))
      : (quote?.amountOut ?? (form.field === 'output' ? form.request?.amount : undefined));

  const onMax = () => {
    if (inputBalance === undefined || !form.input) return;
    const usable = form.input.address === null ? inputBalance - NATIVE_MAX_RESERVE : inputBalance;
    if (usable <= 0n) return;
    const text = tokenAmountInputText(usable, form.input.decimals);
    form.setTyped('input', text);
    setMaxed({ amount: inputBalance, text });
  };
  const balanceMoved =
    maxed !== undefined &&
    form.field === 'input' &&
    form.typed === maxed.text &&
    inputBalance !== undefined &&
    inputBalance !== maxed.amount;

  /** Balances are read again before the sheet opens: one that moved by itself is not reviewed stale. */
  const openReview = async (reviewed: SwapQuote) => {
    const fresh = (await balances.refresh()) as ReadonlyMap<string, bigint> | undefined;
    const held = fresh?.get(tokenKey(reviewed.input));
    const needed = swapLimits(reviewed, slippageBps(settings)).maximumIn;
    if (held === undefined || held >= needed) setReviewing(reviewed);
  };

  const press = () => {
    if (action.kind === 'connect') openWalletPicker();
    else if (action.kind === 'switch-network') switchToAppChain();
    else if (action.kind === 'approve' && form.input?.address)
      void approve.run({ address: form.input.address, symbol: form.input.symbol });
    else if (action.kind === 'review' && quote) void openReview(quote);
  };
  const buttonLabel =
    approve.state === 'signing'
      ? `Approve ${form.input?.symbol} in your wallet…`
      : approve.state === 'pending'
        ? `Approving ${form.input?.symbol}…`
        : switching
          ? 'Switching network…'
          : action.label;

  return (
    <section className="swap-page" aria-labelledby="swap-title">
      {bridge}
      {form.importWarning}
      <TradeTabs active="swap" />
      <div className="trade-card swap-card">
        <div className="swap-card-head">
          <h1 id="swap-title">Swap</h1>
          <SwapSettingsMenu settings={settings} onChange={setSettings} />
        </div>
        {offline ? (
          <p className="swap-notice" role="status">
            You are offline and the chain cannot be reached. A swap needs the chain: connect to the network to
            get a price and trade.
          </p>
        ) : null}
        {form.unsupportedChain ? (
          <p className="swap-notice" role="status">
            This link is for {form.unsupportedChain}. Swaps here run on the local Ethereum chain only.
          </p>
        ) : null}
        <CurrencyField
          field="input"
          currency={form.input}
          text={fieldText('input')}
          amount={fieldAmount('input')}
          quoting={form.field === 'output' && quoteState.isLoading}
          balance={inputBalance}
          onType={(text) => form.setTyped('input', text)}
          onMax={onMax}
          onPickToken={() => setPicking('input')}
        />
        <button type="button" className="flip-button" aria-label="Switch the tokens" onClick={form.flip}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            <path d="M8 2v12M3 9l5 5 5-5" stroke="currentColor" strokeWidth="1.8" fill="none" />
          </svg>
        </button>
        <CurrencyField
          field="output"
          currency={form.output}
          text={fieldText('output')}
          amount={fieldAmount('output')}
          quoting={form.field === 'input' && quoteState.isLoading}
          balance={balances.balanceOf(form.output)}
          onType={(text) => form.setTyped('output', text)}
          onMax={undefined}
          onPickToken={() => setPicking('output')}
        />
        {balanceMoved && form.input ? (
          <p className="swap-notice" role="status" data-testid="swap-balance-moved">
            Your {form.input.symbol} balance moves by itself: it was{' '}
            {formatTokenAmount(maxed.amount, form.input.decimals)} when you pressed Max and is{' '}
            {formatTokenAmount(inputBalance, form.input.decimals)} now. Press Max again; the amount is checked
            against your balance when you sign.
          </p>
        ) : null}
        {quote && (quote.transferFees.input || quote.transferFees.output) ? (
          <p className="swap-notice" role="status" data-testid="swap-fee-notice">
            {feeNotice(quote)}
          </p>
        ) : null}
        {quoteState.error && !offline ? (
          <p className="swap-error" role="alert" data-testid="swap-error">
            {quoteState.error.message}
          </p>
        ) : null}
        {approve.error ? (
          <p className="swap-error" role="alert">
            {approve.error.message}
          </p>
        ) : null}
        <button
          type="button"
          className="button trade-primary swap-primary"
          data-testid="swap-button"
          disabled={!action.enabled || approve.state !== 'idle' || switching}
          onClick={press}
        >
          {buttonLabel}
        </button>
      </div>
      {quote ? (
        <div className="swap-quote" aria-live="polite">
          <Suspense fallback={null}>
            <QuoteDetails
              quote={quote}
              slippageBps={slippageBps(settings)}
              ethUsdPrice={ethPrice.data?.market?.price?.value}
            />
          </Suspense>
        </div>
      ) : (
        <div className="swap-quote placeholder" aria-hidden="true" />
      )}
      {picking ? (
        <Suspense fallback={null}>
          <TokenSelector
            title={picking === 'input' ? 'You pay' : 'You receive'}
            selected={picking === 'input' ? form.input : form.output}
            owner={wallet.address}
            onPick={(currency) => form.setCurrency(picking, currency)}
            onClose={() => setPicking(undefined)}
          />
        </Suspense>
      ) : null}
      {reviewing && wallet.address && walletClient ? (
        <Suspense fallback={null}>
          <SwapReview
            quote={reviewing}
            requote={quoteState.refresh}
            settings={settings}
            account={wallet.address}
            wallet={walletClient}
            ethUsdPrice={ethPrice.data?.market?.price?.value}
            onDone={() => {
              void balances.refresh();
              void quoteState.refresh();
            }}
            onClose={() => {
              setReviewing(undefined);
              // A review that ended in a refusal may have met a balance that moved: show it as it is.
              void balances.refresh();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * A token that takes a fee on every transfer, said before review: which token, how much, and that the
 * amounts shown already count it.
 */
function feeNotice(quote: SwapQuote): string {
  const fee = quote.transferFees.input ?? quote.transferFees.output;
  const token = quote.transferFees.input ? quote.input : quote.output;
  const share = fee ? formatBps(Number(fee.bps)) : '';
  return `${token.symbol} takes a fee of ${share} on every transfer. You receive what arrives after it: the amounts and the minimum shown count it.`;
}
