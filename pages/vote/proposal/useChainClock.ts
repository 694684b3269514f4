import useSWR from 'swr';
import { chainClientOf } from '../../../wallet/appChainClient.ts';
import { GOVERNANCE_CHAIN } from '../governanceChain.ts';

const CLOCK_POLL_MS = 5_000;

/** The chain's newest block and its time: what decides whether voting ended or a delay passed. */
export function useChainClock() {
  return useSWR(
    'ChainClock',
    async () => {
      const block = await chainClientOf(GOVERNANCE_CHAIN).getBlock({ blockTag: 'latest' });
      return { number: block.number, timestamp: block.timestamp };
    },
    { refreshInterval: CLOCK_POLL_MS, revalidateOnFocus: false },
  );
}
