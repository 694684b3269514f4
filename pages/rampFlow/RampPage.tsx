import '../../components/TradeCard.css';
import './RampPage.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import useSWR from 'swr';
import { useBalances } from '../../balances/useBalances.ts';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { TradeTabs } from '../../components/TradeTabs.tsx';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import { backendCall } from '../../data/backendCall.ts';
import { retryAfterError } from '../../data/hooks/retryAfterError.ts';
import {
  RAMP_PATHS,
  type RampDirection,
  type RampProvidersAnswer,
  type RampQuote,
  type RampToken,
} from '../../data/rampApi.ts';
import { LOCAL_CHAIN_ID } from '../../protocol/protocolAddresses.ts';
import { walletReadiness } from '../../wallet/appWallet.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { useLazyWallet } from '../../wallet/useLazyWallet.tsx';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { RampQuotes } from './RampQuotes.tsx';
import { rampNextStep } from './rampNextStep.ts';
import { useRampQuotes } from './useRampQuotes.ts';
import { useRampToken } from './useRampToken.ts';

/** The card form, the order and the wallet's transfer load on the first Continue. */
const RampCheckout = lazy(() =>
  import('./RampCheckout.tsx').then((module) => ({ default: module.RampCheckout })),
);

const WORDS = {
  buy: { title: 'Buy', field: 'You pay', tab: 'buy' },
  sell: { title: 'Sell', field: 'You sell', tab: 'sell' },
} as const;

/**
 * `/buy` and `/sell`: an amount of money in the reader's display currency, the token and the network, the
 * providers' quotes side by side (fee, rate, time), and the hand-off to the chosen one: for the local
 * test provider a card form and the order's status until it settles on the chain.
 */
export function RampPage({ direction }: { direction: RampDirection }) {
  const words = WORDS[direction];
  const hydrated = useHydrated();
  const currency = useDisplayCurrency();
  const chain = useTradingChain();
  const { wallet, bridge } = useLazyWallet();
  const offer = useSWR(RAMP_PATHS.providers, (path: string) => backendCall<RampProvidersAnswer>(path), {
    onErrorRetry: retryAfterError,
    revalidateOnFocus: false,
  });
  const [tokenAddress, chooseToken] = useRampToken(direction);
  const tokens = offer.data?.tokens ?? [];
  const token = tokens.find((candidate) => candidate.address === tokenAddress) ?? tokens[0];
  const [amountText, setAmountText] = useState('');
  const quotes = useRampQuotes({
    direction,
    chain: chain.dataApiChain,
    token: token?.address,
    fiatCurrency: currency.code,
    fiatAmount: amountText,
    account: wallet.address,
    enabled: token !== undefined,
  });
  const [chosenId, setChosenId] = useState<string>();
  const chosen = quotes.quotes.find((quote) => quote.providerId === chosenId) ?? quotes.quotes[0];
  const { balanceOf, refresh } = useBalances(wallet.address, [token]);
  const balance = token ? balanceOf(token) : undefined;
  const [checkout, setCheckout] = useState<RampQuote>();
  const step = rampNextStep({
    direction,
    account: walletReadiness(wallet),
    appChainName: chain.name,
    onSettlingChain: chain.id === LOCAL_CHAIN_ID,
    amountText,
    quotesLoading: quotes.isLoading,
    quote: chosen,
    balance,
  });
  // A new amount or token is a new order: the previous choice of provider stays if it still quotes.
  useEffect(() => {
    if (chosenId && !quotes.quotes.some((quote) => quote.providerId === chosenId)) setChosenId(undefined);
  }, [chosenId, quotes.quotes]);

  const act = () => {
    if (step.kind === 'connect') openWalletPicker();
    else if (step.kind === 'switch') wallet.switchToAppChain();
    else if (step.kind === 'checkout' && chosen) setCheckout(chosen);
  };

  return (
    <section className="ramp-page" aria-labelledby="ramp-title">
      {bridge}
      <TradeTabs active={words.tab} />
      <div className="trade-card ramp-card">
        <h1 id="ramp-title">{words.title}</h1>
        <div className="trade-field ramp-field">
          <label htmlFor="ramp-amount" className="small muted">
            {words.field} ({currency.code})
          </label>
          <div className="trade-field-row">
            <span className="ramp-currency">{currency.code}</span>
            <input
              id="ramp-amount"
              className="trade-amount ramp-amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              value={amountText}
              onChange={(event) => {
                const text = event.target.value.replace(',', '.');
                if (/^\d{0,12}(\.\d{0,2})?$/.test(text)) setAmountText(text);
              }}
            />
          </div>
          <div className="ramp-presets">
            {['50', '100', '250'].map((preset) => (
              <button
                key={preset}
                type="button"
                className="button secondary ramp-preset"
                onClick={() => setAmountText(preset)}
              >
                {preset} {currency.code}
              </button>
            ))}
          </div>
        </div>
        <div className="trade-field ramp-field">
          <label htmlFor="ramp-token" className="small muted">
            {direction === 'buy' ? 'You get' : 'From your wallet'}
          </label>
          <TokenChoice
            tokens={tokens}
            token={token}
            loading={offer.isLoading}
            error={offer.error !== undefined}
            onRetry={() => void offer.mutate()}
            onChoose={chooseToken}
          />
          <p className="small muted ramp-network">
            Network: <strong>{chain.name}</strong>
            {direction === 'sell' && token && balance !== undefined
              ? ` · Balance ${formatTokenAmount(balance, token.decimals)} ${token.symbol}`
              : null}
          </p>
        </div>
        <RampQuotes
          direction={direction}
          amountText={amountText}
          state={quotes}
          chosenId={chosen?.providerId}
          onChoose={setChosenId}
        />
        <button
          type="button"
          className="button trade-primary"
          disabled={!hydrated || step.kind === 'blocked' || wallet.switching}
          onClick={act}
        >
          {wallet.switching ? 'Confirm in your wallet…' : step.label}
        </button>
      </div>
      {checkout && token && wallet.address && wallet.walletClient ? (
        <Suspense fallback={null}>
          <RampCheckout
            quote={checkout}
            token={token}
            chain={chain.dataApiChain}
            account={wallet.address}
            wallet={wallet.walletClient}
            walletName={wallet.walletName ?? 'your wallet'}
            onDone={(settled) => {
              setCheckout(undefined);
              if (settled) setAmountText('');
              void refresh();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The token to buy or sell among those the providers offer: loading, failed (with a retry), or a list. */
function TokenChoice({
  tokens,
  token,
  loading,
  error,
  onRetry,
  onChoose,
}: {
  tokens: readonly RampToken[];
  token: RampToken | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onChoose: (address: string | null) => void;
}) {
  if (error && tokens.length === 0)
    return (
      <p className="small wallet-error ramp-token-note" role="alert">
        The tokens on offer could not be loaded.{' '}
        <button type="button" className="link-button" onClick={onRetry}>
          Retry
        </button>
      </p>
    );
  if (loading || !token)
    return (
      <p className="small muted ramp-token-note" role="status">
        Loading the tokens on offer…
      </p>
    );
  return (
    <div className="trade-field-row">
      <TokenLogo src={token.logoUrl} symbol={token.symbol} size={32} />
      <select
        id="ramp-token"
        className="input ramp-token"
        value={token.address ?? ''}
        onChange={(event) => onChoose(event.target.value || null)}
      >
        {tokens.map((candidate) => (
          <option key={candidate.address ?? 'native'} value={candidate.address ?? ''}>
            {candidate.symbol} · {candidate.name}
          </option>
        ))}
      </select>
    </div>
  );
}
