import { lazy, Suspense, useState } from 'react';
import useSWR from 'swr';
import type { Address } from 'viem';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { tokenLaunchAuctionAbi } from '../../protocol/protocolAbis.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { type AppWallet, walletReadiness } from '../../wallet/appWallet.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { STANDING_WORDS } from './AuctionBids.tsx';
import { type AuctionBid, bidStanding } from './auctionState.ts';

const ClaimReview = lazy(() =>
  import('./ClaimReview.tsx').then((module) => ({ default: module.ClaimReview })),
);

/**
 * The reader's own bids, each with what it buys and gets back if the auction ended at today's clearing
 * price: the auction's own `settlement`, so the page never redoes its arithmetic. Once the auction has
 * ended, each unclaimed bid has its Claim button.
 */
export function YourBids({
  auction,
  symbol,
  bids,
  clearingPrice,
  ended,
  wallet,
  onClaimed,
}: {
  auction: Address;
  symbol: string;
  bids: readonly AuctionBid[];
  clearingPrice: bigint;
  ended: boolean;
  wallet: AppWallet;
  onClaimed: () => void;
}) {
  const chain = useTradingChain();
  // Kept apart from the bids: the sheet stays open while the page's poll sees the claim land.
  const [claiming, setClaiming] = useState<{ bidId: bigint; settlement: readonly [bigint, bigint] }>();
  const settlements = useSWR(
    bids.length > 0
      ? ['token-launch-settlement', chain.id, auction, clearingPrice, ...bids.map((bid) => bid.id)]
      : null,
    () =>
      Promise.all(
        bids.map((bid) =>
          chainClientOf(chain).readContract({
            address: auction,
            abi: tokenLaunchAuctionAbi,
            functionName: 'settlement',
            args: [bid.id],
          }),
        ),
      ),
    { revalidateOnFocus: false },
  );
  if (bids.length === 0) return null;
  return (
    <section className="launch-your-bids" aria-labelledby="launch-your-bids-title" data-testid="your-bids">
      <h2 id="launch-your-bids-title">Your {bids.length === 1 ? 'bid' : 'bids'}</h2>
      <ul>
        {bids.map((bid, index) => {
          const settlement = settlements.data?.[index];
          const standing = bidStanding(bid, clearingPrice);
          return (
            <li key={bid.id.toString()}>
              <strong>
                {formatTokenAmount(bid.budget, 18)} ETH up to {formatTokenAmount(bid.maxPrice, 18)} ETH per{' '}
                {symbol}
              </strong>
              <span className={`launch-standing launch-standing-${standing}`}>
                {STANDING_WORDS[standing]}
              </span>
              <span className="small muted">
                {settlement
                  ? `${gotWord(ended, bid.claimed)}: ${formatTokenAmount(settlement[0], 18)} ${symbol}${settlement[1] > 0n ? ` and ${formatTokenAmount(settlement[1], 18)} ETH back` : ''}`
                  : 'Reading what it gets…'}
              </span>
              {ended && bid.claimed ? (
                <span className="launch-standing" data-testid="bid-claimed">
                  Claimed
                </span>
              ) : null}
              {ended && !bid.claimed && settlement ? (
                <button
                  type="button"
                  className="button secondary launch-claim"
                  data-testid="claim-button"
                  disabled={wallet.switching}
                  onClick={() =>
                    walletReadiness(wallet) === 'wrong-network'
                      ? wallet.switchToAppChain()
                      : setClaiming({ bidId: bid.id, settlement })
                  }
                >
                  {walletReadiness(wallet) === 'wrong-network' ? 'Switch network to claim' : 'Claim'}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {claiming && wallet.address && wallet.walletClient ? (
        <Suspense fallback={null}>
          <ClaimReview
            auction={auction}
            symbol={symbol}
            bidId={claiming.bidId}
            settlement={claiming.settlement}
            account={wallet.address}
            wallet={wallet.walletClient}
            walletName={wallet.walletName ?? 'your wallet'}
            onDone={(claimed) => {
              setClaiming(undefined);
              if (claimed) onClaimed();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function gotWord(ended: boolean, claimed: boolean): string {
  if (!ended) return 'Would get at today’s price';
  return claimed ? 'Got' : 'Gets';
}
