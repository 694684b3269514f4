import useSWR from 'swr';
import type { Address } from 'viem';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { tokenLaunchAuctionAbi } from '../../protocol/protocolAbis.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { STANDING_WORDS } from './AuctionBids.tsx';
import { type AuctionBid, bidStanding } from './auctionState.ts';

/**
 * The reader's own bids, each with what it buys and gets back if the auction ended at today's clearing
 * price: the auction's own `settlement`, so the page never redoes its arithmetic.
 */
export function YourBids({
  auction,
  symbol,
  bids,
  clearingPrice,
  ended,
}: {
  auction: Address;
  symbol: string;
  bids: readonly AuctionBid[];
  clearingPrice: bigint;
  ended: boolean;
}) {
  const chain = useTradingChain();
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
                  ? `${ended ? 'Gets' : 'Would get at today’s price'}: ${formatTokenAmount(settlement[0], 18)} ${symbol}${settlement[1] > 0n ? ` and ${formatTokenAmount(settlement[1], 18)} ETH back` : ''}`
                  : 'Reading what it gets…'}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
