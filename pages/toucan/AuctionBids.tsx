import { EmptyState } from '../../components/DataStates.tsx';
import { formatRelativeTime, shortAddress } from '../../components/formatNumbers.ts';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { type AuctionBid, type BidStanding, bidStanding } from './auctionState.ts';

export const STANDING_WORDS: Record<BidStanding, string> = {
  in: 'In',
  partly: 'Partly in',
  outbid: 'Outbid',
};

/** Every bid, newest first, each with where it stands against the clearing price; the reader's own marked. */
export function AuctionBids({
  bids,
  clearingPrice,
  viewer,
}: {
  bids: readonly AuctionBid[];
  clearingPrice: bigint;
  viewer: string | undefined;
}) {
  if (bids.length === 0)
    return <EmptyState>No bids yet. Bids appear here as the chain records them.</EmptyState>;
  return (
    <table className="launch-bids" data-testid="launch-bids">
      <thead>
        <tr>
          <th scope="col">Bidder</th>
          <th scope="col">Budget</th>
          <th scope="col">Max price</th>
          <th scope="col">Standing</th>
          <th scope="col" className="launch-bids-time">
            Placed
          </th>
        </tr>
      </thead>
      <tbody>
        {[...bids].reverse().map((bid) => {
          const mine = viewer !== undefined && bid.owner.toLowerCase() === viewer;
          const standing = bidStanding(bid, clearingPrice);
          return (
            <tr key={bid.id.toString()} className={mine ? 'launch-bid-mine' : undefined}>
              <td>{mine ? 'You' : shortAddress(bid.owner)}</td>
              <td>{formatTokenAmount(bid.budget, 18)} ETH</td>
              <td>{formatTokenAmount(bid.maxPrice, 18)} ETH</td>
              <td>
                <span className={`launch-standing launch-standing-${standing}`}>
                  {STANDING_WORDS[standing]}
                </span>
              </td>
              <td className="launch-bids-time">
                <time
                  dateTime={new Date(bid.placedAt * 1000).toISOString()}
                  title={new Date(bid.placedAt * 1000).toLocaleString()}
                >
                  {formatRelativeTime(bid.placedAt)}
                </time>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
