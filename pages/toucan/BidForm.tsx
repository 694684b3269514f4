import { lazy, Suspense, useState } from 'react';
import type { Address } from 'viem';
import { useBalances } from '../../balances/useBalances.ts';
import { formatTokenAmount, isAmountInputText, parseTokenAmount } from '../../components/tokenAmounts.ts';
import type { TokenLaunchPhase } from '../../protocol/tokenLaunchPhase.ts';
import { type AppWallet, walletReadiness } from '../../wallet/appWallet.ts';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { bidNextStep } from './bidNextStep.ts';

const BidReview = lazy(() => import('./BidReview.tsx').then((module) => ({ default: module.BidReview })));

const ETH = { address: null };

/** The bid card: budget and max price, one button whose label says the next step, then the review. */
export function BidForm({
  auction,
  symbol,
  phase,
  clearingPrice,
  wallet,
  onPlaced,
}: {
  auction: Address;
  symbol: string;
  phase: TokenLaunchPhase;
  clearingPrice: bigint;
  wallet: AppWallet;
  onPlaced: () => void;
}) {
  const [budgetText, setBudgetText] = useState('');
  const [maxPriceText, setMaxPriceText] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const { balanceOf, refresh } = useBalances(wallet.address, [ETH]);
  const balance = balanceOf(ETH);
  const budget = budgetText === '' ? undefined : parseTokenAmount(budgetText, 18);
  const maxPrice = maxPriceText === '' ? undefined : parseTokenAmount(maxPriceText, 18);
  const step = bidNextStep({
    phase,
    wallet: walletReadiness(wallet),
    budget,
    maxPrice,
    clearingPrice,
    balance,
  });
  const act = () => {
    if (step.action === 'connect') openWalletPicker();
    else if (step.action === 'switch-network') wallet.switchToAppChain();
    else if (step.action === 'review') setReviewing(true);
  };
  return (
    <section className="launch-bid-card" aria-labelledby="launch-bid-title">
      <h2 id="launch-bid-title">Place a bid</h2>
      <label className="launch-field">
        <span className="small muted">Budget (ETH)</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={budgetText}
          data-testid="bid-budget"
          disabled={phase !== 'live'}
          onChange={(event) => isAmountInputText(event.target.value, 18) && setBudgetText(event.target.value)}
        />
        {balance !== undefined ? (
          <span className="small muted">Balance: {formatTokenAmount(balance, 18)} ETH</span>
        ) : null}
      </label>
      <label className="launch-field">
        <span className="small muted">Max price (ETH per {symbol})</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatTokenAmount(clearingPrice * 2n, 18)}
          value={maxPriceText}
          data-testid="bid-max-price"
          disabled={phase !== 'live'}
          onChange={(event) =>
            isAmountInputText(event.target.value, 18) && setMaxPriceText(event.target.value)
          }
        />
        <span className="small muted">
          Above the clearing price, {formatTokenAmount(clearingPrice, 18)} ETH
        </span>
      </label>
      {step.problem ? (
        <p className="small wallet-error" role="alert" data-testid="bid-problem">
          {step.problem}
        </p>
      ) : null}
      <button
        type="button"
        className="button launch-bid-button"
        data-testid="bid-button"
        disabled={step.action === 'none'}
        onClick={act}
      >
        {step.label}
      </button>
      {reviewing &&
      wallet.address &&
      wallet.walletClient &&
      budget !== undefined &&
      maxPrice !== undefined ? (
        <Suspense fallback={null}>
          <BidReview
            auction={auction}
            symbol={symbol}
            budget={budget}
            maxPrice={maxPrice}
            account={wallet.address}
            wallet={wallet.walletClient}
            walletName={wallet.walletName ?? 'your wallet'}
            onDone={(placed) => {
              setReviewing(false);
              if (placed) {
                setBudgetText('');
                setMaxPriceText('');
                void refresh();
                onPlaced();
              }
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
