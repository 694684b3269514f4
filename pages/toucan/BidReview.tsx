import { type Address, encodeFunctionData, type WalletClient } from 'viem';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { tokenLaunchAuctionAbi } from '../../protocol/protocolAbis.ts';
import { AuctionCallReview } from './AuctionCallReview.tsx';

/** A bid's review and progress: the auction's own `bid`, the budget sent with it. */
export function BidReview({
  auction,
  symbol,
  budget,
  maxPrice,
  account,
  wallet,
  walletName,
  onDone,
}: {
  auction: Address;
  symbol: string;
  budget: bigint;
  maxPrice: bigint;
  account: Address;
  wallet: WalletClient;
  walletName: string;
  onDone: (placed: boolean) => void;
}) {
  const budgetText = `${formatTokenAmount(budget, 18, 18)} ETH`;
  return (
    <AuctionCallReview
      titleId="bid-review-title"
      call={{
        to: auction,
        data: encodeFunctionData({ abi: tokenLaunchAuctionAbi, functionName: 'bid', args: [maxPrice] }),
        value: budget,
      }}
      action="bid"
      description={{ kind: 'bid', summary: `Bid ${budgetText} for ${symbol}` }}
      words={{
        titles: { review: 'Review bid', running: 'Bidding', confirmed: 'Bid placed', failed: 'Bid failed' },
        confirmLabel: 'Place bid',
        runningLabel: 'Bidding…',
        explanation: `Your ETH stays in the auction until it ends. If the clearing price ends below your max price, you buy ${symbol} at the clearing price; above it, you get your ETH back.`,
        checking: 'Checking the bid on the chain…',
        pending: 'Waiting for the network to confirm the bid…',
      }}
      rows={
        <>
          <div>
            <dt className="muted">Budget</dt>
            <dd>{budgetText}</dd>
          </div>
          <div>
            <dt className="muted">Max price</dt>
            <dd>
              {formatTokenAmount(maxPrice, 18, 18)} ETH per {symbol}
            </dd>
          </div>
        </>
      }
      account={account}
      wallet={wallet}
      walletName={walletName}
      onDone={onDone}
    />
  );
}
