import useSWR from 'swr';
import { appChainClient } from '../../../wallet/appChainClient.ts';

const CLOCK_POLL_MS = 5_000;

/** The chain's newest block and its time: what decides whether voting ended or a delay passed. */
export function useChainClock() {
  return useSWR(
    'ChainClock',
    async () => {
      const block = await appChainClient.getBlock({ blockTag: 'latest' });
      return { number: block.number, timestamp: block.timestamp };
    },
    { refreshInterval: CLOCK_POLL_MS, revalidateOnFocus: false },
  );
}
