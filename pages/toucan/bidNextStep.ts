import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import type { TokenLaunchPhase } from '../../protocol/tokenLaunchPhase.ts';
import type { WalletReadiness } from '../../wallet/appWallet.ts';

/** What the bid form's one button does next, its label, and what is wrong with the bid if anything. */
export interface BidStep {
  action: 'connect' | 'switch-network' | 'review' | 'none';
  label: string;
  /** Why the bid cannot go ahead, in words shown under the form. */
  problem?: string;
}

export interface BidDraft {
  phase: TokenLaunchPhase;
  wallet: WalletReadiness;
  /** Wei; undefined while the field holds no amount. */
  budget: bigint | undefined;
  /** Wei per whole token; undefined while the field holds no amount. */
  maxPrice: bigint | undefined;
  clearingPrice: bigint;
  /** The wallet's ETH, undefined while it is read. */
  balance: bigint | undefined;
}

/**
 * The bid form's next step, checked in the order a bidder meets it: the auction open, a wallet on the
 * network, an amount, a max price above the clearing price (the auction refuses any other), and ETH
 * enough for it. Only a bid that passes all of them reaches the review, so a bad one sends nothing.
 */
export function bidNextStep(draft: BidDraft): BidStep {
  if (draft.phase === 'upcoming') return { action: 'none', label: 'Bidding opens soon' };
  if (draft.phase === 'ended') {
    return {
      action: 'none',
      label: 'Auction ended',
      problem: 'This auction has ended: it takes no more bids.',
    };
  }
  if (draft.wallet === 'disconnected') return { action: 'connect', label: 'Connect wallet' };
  if (draft.wallet === 'connecting') return { action: 'none', label: 'Connecting…' };
  if (draft.wallet === 'wrong-network') return { action: 'switch-network', label: 'Switch network' };
  if (draft.budget === undefined) return { action: 'none', label: 'Enter an amount' };
  if (draft.budget === 0n) {
    return { action: 'none', label: 'Enter an amount', problem: 'A bid needs more than 0 ETH.' };
  }
  if (draft.maxPrice === undefined) return { action: 'none', label: 'Enter a max price' };
  if (draft.maxPrice <= draft.clearingPrice) {
    return {
      action: 'none',
      label: 'Max price too low',
      problem: `Your max price must be above the clearing price, ${formatTokenAmount(draft.clearingPrice, 18)} ETH.`,
    };
  }
  if (draft.balance === undefined) return { action: 'none', label: 'Checking your balance…' };
  if (draft.budget > draft.balance) {
    return {
      action: 'none',
      label: 'Insufficient ETH balance',
      problem: `You have ${formatTokenAmount(draft.balance, 18)} ETH: bid less, leaving some for the network cost.`,
    };
  }
  return { action: 'review', label: 'Review bid' };
}
