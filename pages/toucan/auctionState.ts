import type { Address, Hex, PublicClient } from 'viem';
import { tokenLaunchAuctionAbi } from '../../protocol/protocolAbis.ts';

/** A bid as the auction's events tell it. */
export interface AuctionBid {
  id: bigint;
  owner: Address;
  /** Wei. */
  budget: bigint;
  /** Wei per whole token. */
  maxPrice: bigint;
  /** The clearing price right after this bid. */
  clearingPriceAfter: bigint;
  /** Unix seconds. */
  placedAt: number;
  hash: Hex;
  /** Its tokens and refund were sent (after the end): a bid is claimed once. */
  claimed: boolean;
}

/** A launch auction as the chain holds it now. */
export interface AuctionState {
  startTime: number;
  endTime: number;
  /** The chain's clock: the latest block's time (the local chain may run apart from this browser's). */
  chainTime: number;
  clearingPrice: bigint;
  floorPrice: bigint;
  /** Oldest first. */
  bids: AuctionBid[];
}

/**
 * Reads an auction's state from the chain: its schedule and clearing price, and every bid from its
 * `BidPlaced` events (claimed or not from its `Claimed` events), all at one block so they agree.
 */
export async function readAuctionState(client: PublicClient, auction: Address): Promise<AuctionState> {
  const block = await client.getBlock();
  const at = { address: auction, abi: tokenLaunchAuctionAbi, blockNumber: block.number } as const;
  const events = {
    address: auction,
    abi: tokenLaunchAuctionAbi,
    fromBlock: 0n,
    toBlock: block.number,
    strict: true,
  } as const;
  const [startTime, endTime, clearingPrice, floorPrice, placed, claimed] = await Promise.all([
    client.readContract({ ...at, functionName: 'startTime' }),
    client.readContract({ ...at, functionName: 'endTime' }),
    client.readContract({ ...at, functionName: 'clearingPrice' }),
    client.readContract({ ...at, functionName: 'floorPrice' }),
    client.getContractEvents({ ...events, eventName: 'BidPlaced' }),
    client.getContractEvents({ ...events, eventName: 'Claimed' }),
  ]);
  const claimedIds = new Set(claimed.map(({ args }) => args.bidId));
  return {
    startTime: Number(startTime),
    endTime: Number(endTime),
    chainTime: Number(block.timestamp),
    clearingPrice,
    floorPrice,
    bids: placed.map(({ args, transactionHash }) => ({
      id: args.bidId,
      owner: args.owner,
      budget: args.budget,
      maxPrice: args.maxPrice,
      clearingPriceAfter: args.clearingPrice,
      placedAt: Number(args.placedAt),
      hash: transactionHash,
      claimed: claimedIds.has(args.bidId),
    })),
  };
}

/** A bid against the clearing price: bought in, at the margin (partly in), or outbid (refunded). */
export type BidStanding = 'in' | 'partly' | 'outbid';

export function bidStanding(bid: Pick<AuctionBid, 'maxPrice'>, clearingPrice: bigint): BidStanding {
  if (bid.maxPrice > clearingPrice) return 'in';
  return bid.maxPrice === clearingPrice ? 'partly' : 'outbid';
}
