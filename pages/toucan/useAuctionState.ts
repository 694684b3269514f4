import useSWR from 'swr';
import type { Address } from 'viem';
import { useWhenChainAnswersAgain } from '../../components/useWhenChainAnswersAgain.ts';
import { retryAfterError } from '../../data/hooks/retryAfterError.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { type AuctionState, readAuctionState } from './auctionState.ts';

/** A block is mined per bid on the local chain: this bounds how long someone else's bid takes to show. */
const AUCTION_POLL_MS = 4_000;

/** An auction's state on the chain, kept fresh; `undefined` address: not yet. */
export function useAuctionState(auction: Address | undefined): {
  state: AuctionState | undefined;
  error: Error | undefined;
  refresh: () => Promise<unknown>;
} {
  const chain = useTradingChain();
  const swr = useSWR(
    auction ? ['token-launch-auction', chain.id, auction] : null,
    () => readAuctionState(chainClientOf(chain), auction as Address),
    { refreshInterval: AUCTION_POLL_MS, revalidateOnFocus: false, onErrorRetry: retryAfterError },
  );
  useWhenChainAnswersAgain(() => void swr.mutate());
  return {
    state: swr.data,
    error: swr.error instanceof Error ? swr.error : undefined,
    refresh: () => swr.mutate(),
  };
}
