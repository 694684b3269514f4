import useSWR from 'swr';
import type { Address } from 'viem';
import { tokenKey } from '../../data/tokenKey.ts';
import { loadSendChainReads } from './loadSendChainReads.ts';

/** Balances move only when a block is mined; this bounds how long a change made elsewhere takes to show. */
const BALANCE_POLL_MS = 4_000;

/**
 * What `owner` holds of each token (by tokenKey), read straight from the chain in one batched call; a
 * token without a contract on this chain is left out.
 */
export function useSendBalances(owner: Address | undefined, tokens: readonly { address: string | null }[]) {
  const keys = tokens.map(tokenKey);
  const swr = useSWR(
    owner && tokens.length > 0 ? ['send-balances', owner, ...keys] : null,
    async () => {
      const read = await (await loadSendChainReads()).balances(
        owner as Address,
        tokens.map((token) => ({ address: token.address as Address | null })),
      );
      return new Map(keys.flatMap((key, index) => (read[index] === undefined ? [] : [[key, read[index]]])));
    },
    { refreshInterval: BALANCE_POLL_MS, keepPreviousData: true },
  );
  return {
    balances: (swr.data ?? new Map()) as ReadonlyMap<string, bigint>,
    error: (swr.error as Error | undefined) ?? null,
    refetch: () => swr.mutate(),
  };
}
