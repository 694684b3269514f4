import '../../components/TradeCard.css';
import '../swap/SwapPage.css';
import './LimitPage.css';
import { useMemo, useState } from 'react';
import { useBalances } from '../../balances/useBalances.ts';
import { TradeTabs } from '../../components/TradeTabs.tsx';
import { formatTokenAmount, parseTokenAmount, tokenAmountInputText } from '../../components/tokenAmounts.ts';
import { useLimitOrders } from '../../data/hooks/useLimitOrders.ts';
import type { LimitOrderSummary } from '../../data/limitOrderApi.ts';
import { limitPagePath, type SwapField } from '../../preview/pagePaths.ts';
import { LIMITS_PAGE } from '../../preview/sitePages.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { SwapRequest } from '../../trading/quoteSwap.ts';
import { isNative, type SwapCurrency } from '../../trading/swapCurrency.ts';
import { walletReadiness } from '../../wallet/appWallet.ts';
import { useLazyWallet } from '../../wallet/useLazyWallet.tsx';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { CurrencyField } from '../swap/CurrencyField.tsx';
import { TokenSelector } from '../swap/TokenSelector.tsx';
import { useApprovePermit2 } from '../swap/useApprovePermit2.ts';
import { usePermit2Approval } from '../swap/usePermit2Approval.ts';
import { useSwapForm } from '../swap/useSwapForm.ts';
import { useSwapQuote } from '../swap/useSwapQuote.ts';
import { LimitPriceField } from './LimitPriceField.tsx';
import { limitAction } from './limitAction.ts';
import { outputAt, priceOf } from './limitPrice.ts';
import { loadLimitOrderChainReads } from './loadLimitOrderChainReads.ts';

/** A limit order's input is an ERC-20 (Permit2 moves it): ETH trades as WETH. */
const WETH: SwapCurrency = {
  address: PROTOCOL_ADDRESSES.weth9,
  symbol: 'WETH',
  name: 'Wrapped Ether',
  decimals: 18,
};

/** The expiries offered, in seconds. */
const EXPIRIES = [
  { label: '1 day', seconds: 86_400n },
  { label: '1 week', seconds: 7n * 86_400n },
  { label: '1 month', seconds: 30n * 86_400n },
  { label: '1 year', seconds: 365n * 86_400n },
] as const;

/**
 * `/limit`: sell an amount of one token for another at a price of your choosing. The market price is
 * shown beside the limit price (typed, or a percent above market); the order is signed (no gas) and
 * handed to the order service, which fills it when the market gets there, until it expires.
 */
export function LimitPage() {
  const form = useSwapForm(limitPagePath);
  const { wallet, bridge } = useLazyWallet();
  const input = form.input && isNative(form.input) ? WETH : form.input;
  const output = form.output && isNative(form.output) ? WETH : form.output;
  const typedAmount =
    input && form.field === 'input' ? parseTokenAmount(form.typed, input.decimals) : undefined;
  const amount = form.typed === '' ? undefined : (typedAmount ?? undefined);
  // The market price: a quote for the typed amount, or for one whole token before one is typed.
  const quoteAmount = amount && amount > 0n ? amount : input ? 10n ** BigInt(input.decimals) : undefined;
  // One request object per pair and amount: the quote hook settles on the very object it was given.
  const quoteRequest = useMemo(
    (): SwapRequest | undefined =>
      input && output && quoteAmount && input.address !== output.address
        ? { input, output, tradeType: 'exactIn', amount: quoteAmount }
        : undefined,
    [input, output, quoteAmount],
  );
  const quoteState = useSwapQuote(quoteRequest);
  const market =
    quoteState.quote && input && output
      ? priceOf(quoteState.quote.amountIn, quoteState.quote.amountOut, input, output)
      : undefined;
  const [price, setPrice] = useState<bigint>();
  const [expiry, setExpiry] = useState<bigint>(EXPIRIES[1].seconds);
  const [picking, setPicking] = useState<SwapField>();
  const [placing, setPlacing] = useState<'idle' | 'signing'>('idle');
  const [placed, setPlaced] = useState<LimitOrderSummary>();
  const [failure, setFailure] = useState<string>();

  const balances = useBalances(wallet.address, [input, output]);
  const inputBalance = balances.balanceOf(input);
  const approval = usePermit2Approval(wallet.address, input, amount && amount > 0n ? amount : undefined);
  const approve = useApprovePermit2(wallet.address, wallet.walletClient, () => void approval.refresh());
  const orders = useLimitOrders(wallet.address);
  const outputAmount =
    price && amount && input && output ? outputAt(price, amount, input, output) : undefined;

  const action = limitAction({
    inputSymbol: input?.symbol,
    hasOutput: output !== undefined,
    amount,
    hasPrice: price !== undefined && price > 0n,
    account: walletReadiness(wallet),
    inputBalance,
    needsApproval: approval.needsApproval,
  });

  const place = async () => {
    if (!wallet.address || !wallet.walletClient || !input?.address || !output?.address || !amount) return;
    if (!outputAmount || outputAmount <= 0n) return;
    setFailure(undefined);
    setPlaced(undefined);
    setPlacing('signing');
    const reads = await loadLimitOrderChainReads();
    try {
      const held = (orders.data ?? []).filter((o) => o.state === 'open').map((o) => BigInt(o.nonce));
      const order = await reads.place(
        wallet.address,
        wallet.walletClient,
        {
          inputToken: input.address,
          inputAmount: amount,
          outputToken: output.address,
          outputAmount,
          expiresIn: expiry,
        },
        held,
      );
      setPlaced(order);
      void orders.mutate();
    } catch (error) {
      setFailure(reads.describe(error).message);
    } finally {
      setPlacing('idle');
    }
  };

  const press = () => {
    if (action.kind === 'connect') openWalletPicker();
    else if (action.kind === 'switch-network') wallet.switchToAppChain();
    else if (action.kind === 'approve' && input?.address)
      void approve.run({ address: input.address, symbol: input.symbol });
    else if (action.kind === 'place') void place();
  };
  const buttonLabel =
    placing === 'signing'
      ? 'Sign the order in your wallet…'
      : approve.state === 'signing'
        ? `Approve ${input?.symbol} in your wallet…`
        : approve.state === 'pending'
          ? `Approving ${input?.symbol}…`
          : action.label;

  return (
    <section className="swap-page" aria-labelledby="limit-title">
      {bridge}
      {form.importWarning}
      <TradeTabs active="limit" />
      <div className="trade-card swap-card">
        <div className="swap-card-head">
          <h1 id="limit-title">Limit</h1>
          <a className="small" href={LIMITS_PAGE}>
            Your orders
          </a>
        </div>
        <CurrencyField
          field="input"
          currency={input}
          text={form.field === 'input' ? form.typed : ''}
          amount={amount}
          quoting={false}
          balance={inputBalance}
          onType={(text) => form.setTyped('input', text)}
          onMax={
            inputBalance && input
              ? () => form.setTyped('input', tokenAmountInputText(inputBalance, input.decimals))
              : undefined
          }
          onPickToken={() => setPicking('input')}
        />
        <LimitPriceField
          input={input}
          output={output}
          market={market}
          marketError={quoteState.error?.message}
          price={price}
          onPrice={setPrice}
          amount={amount}
        />
        <CurrencyField
          field="output"
          currency={output}
          text={
            outputAmount !== undefined && output
              ? formatTokenAmount(outputAmount, output.decimals).replace(/,/g, '')
              : ''
          }
          amount={outputAmount}
          quoting={false}
          balance={balances.balanceOf(output)}
          onType={(text) => {
            const typed = output ? parseTokenAmount(text, output.decimals) : undefined;
            if (typed && amount && input && output) setPrice(priceOf(amount, typed, input, output));
          }}
          onMax={undefined}
          onPickToken={() => setPicking('output')}
        />
        <fieldset className="limit-expiry">
          <legend className="small muted">Expires in</legend>
          {EXPIRIES.map(({ label, seconds }) => (
            <button
              key={label}
              type="button"
              className={seconds === expiry ? 'limit-chip selected' : 'limit-chip'}
              aria-pressed={seconds === expiry}
              onClick={() => setExpiry(seconds)}
            >
              {label}
            </button>
          ))}
        </fieldset>
        {approve.error ? (
          <p className="swap-error" role="alert">
            {approve.error.message}
          </p>
        ) : null}
        {failure ? (
          <p className="swap-error" role="alert" data-testid="limit-error">
            {failure}
          </p>
        ) : null}
        {placed && output && input ? (
          <p className="swap-notice" role="status" data-testid="limit-placed">
            Order placed: {formatTokenAmount(BigInt(placed.inputAmount), input.decimals)} {input.symbol} for
            at least {formatTokenAmount(BigInt(placed.outputAmount), output.decimals)} {output.symbol}.{' '}
            <a href={LIMITS_PAGE}>See your orders</a>
          </p>
        ) : null}
        <button
          type="button"
          className="button trade-primary swap-primary"
          data-testid="limit-button"
          disabled={!action.enabled || approve.state !== 'idle' || placing !== 'idle' || wallet.switching}
          onClick={press}
        >
          {buttonLabel}
        </button>
        <p className="small muted limit-note">
          Signing costs no gas. The order fills when the market reaches your price, and never for less than
          it.
        </p>
      </div>
      {picking ? (
        <TokenSelector
          title={picking === 'input' ? 'You pay' : 'You receive'}
          selected={picking === 'input' ? input : output}
          owner={wallet.address}
          onPick={(currency) => form.setCurrency(picking, currency)}
          onClose={() => setPicking(undefined)}
        />
      ) : null}
    </section>
  );
}
