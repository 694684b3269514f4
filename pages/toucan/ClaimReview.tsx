import { type Address, encodeFunctionData, type WalletClient } from 'viem';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { tokenLaunchAuctionAbi } from '../../protocol/protocolAbis.ts';
import { AuctionCallReview } from './AuctionCallReview.tsx';

/**
 * A claim's review and progress: the auction's own `claim`, which sends a bid's tokens and its
 * refund. A bid already claimed fails the simulation with the auction's reason, before any signature.
 */
export function ClaimReview({
  auction,
  symbol,
  bidId,
  settlement: [tokens, refund],
  account,
  wallet,
  walletName,
  onDone,
}: {
  auction: Address;
  symbol: string;
  bidId: bigint;
  /** What the auction says the bid gets: tokens, and ETH back. */
  settlement: readonly [bigint, bigint];
  account: Address;
  wallet: WalletClient;
  walletName: string;
  onDone: (claimed: boolean) => void;
}) {
  const tokensText = `${formatTokenAmount(tokens, 18)} ${symbol}`;
  const refundText = `${formatTokenAmount(refund, 18)} ETH`;
  return (
    <AuctionCallReview
      titleId="claim-review-title"
      call={{
        to: auction,
        data: encodeFunctionData({ abi: tokenLaunchAuctionAbi, functionName: 'claim', args: [bidId] }),
        value: 0n,
      }}
      action="claim"
      description={{ kind: 'claim', summary: claimSummary(tokens, refund, tokensText, refundText) }}
      words={{
        titles: { review: 'Review claim', running: 'Claiming', confirmed: 'Claimed', failed: 'Claim failed' },
        confirmLabel: 'Claim',
        runningLabel: 'Claiming…',
        explanation:
          'The auction has ended: claiming sends this bid’s tokens, and the ETH it did not spend, to your wallet.',
        checking: 'Checking the claim on the chain…',
        pending: 'Waiting for the network to confirm the claim…',
        confirmedNote: 'the tokens and ETH are in your wallet.',
      }}
      rows={
        <>
          <div>
            <dt className="muted">You get</dt>
            <dd data-testid="claim-tokens">{tokensText}</dd>
          </div>
          <div>
            <dt className="muted">ETH back</dt>
            <dd data-testid="claim-refund">{refundText}</dd>
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

/** "Claim 12,000 AUR and 0.2 ETH", "Claim 1.5 ETH back": what the account menu and toasts say. */
function claimSummary(tokens: bigint, refund: bigint, tokensText: string, refundText: string): string {
  if (tokens === 0n) return `Claim ${refundText} back`;
  return refund === 0n ? `Claim ${tokensText}` : `Claim ${tokensText} and ${refundText}`;
}
