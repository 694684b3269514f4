import { useEffect } from 'react';
import useSWR, { mutate } from 'swr';
import type { Address } from 'viem';
import { useWhenChainAnswersAgain } from '../components/useWhenChainAnswersAgain.ts';
import { retryAfterError } from '../data/hooks/retryAfterError.ts';
import { tokenKey } from '../data/tokenKey.ts';
import { subscribeRememberedTransactions } from '../wallet/rememberedTransactions.ts';
import { tradingChain, useTradingChain } from '../wallet/tradingChain.ts';

/** Balances move only when a block is mined; this bounds how long a change made elsewhere takes to show. */
const BALANCE_POLL_MS = 4_000;

/** The first part of every balance read's cache key, so that a top-up can refresh them all. */
const BALANCES_KEY = 'balances';

export interface Balances {
  /** Balance per token (tokenKey), in the token's smallest unit; a token the chain cannot answer for is absent. */
  balances: ReadonlyMap<string, bigint>;
  balanceOf: (token: { address: string | null } | undefined) => bigint | undefined;
  isLoading: boolean;
  /** The chain did not answer (the last balances read stay shown). */
  error: Error | null;
  refresh: () => Promise<unknown>;
}

/**
 * What `owner` holds of each token (`address` null: ETH), read straight from the trading chain in one
 * batched call and kept fresh: every screen that shows what a wallet holds reads it here. viem and the
 * read itself load with the first balance asked for, not with the page; no wallet code is needed.
 * Read again at once when a transaction of this browser ends (in any tab) and when the chain answers
 * again after it did not (a restarted chain's balances show without a reload).
 */
export function useBalances(
  owner: Address | undefined,
  tokens: readonly ({ address: string | null } | undefined)[],
): Balances {
  const listed = tokens.filter((token): token is { address: string | null } => token !== undefined);
  const keys = listed.map(tokenKey);
  const chain = useTradingChain();
  const swr = useSWR(
    owner && listed.length > 0 ? [BALANCES_KEY, chain.id, owner, ...keys] : null,
    async () => {
      const read = await readOnChain(
        owner as Address,
        listed.map((token) => ({ address: token.address as Address | null })),
      );
      return new Map(keys.flatMap((key, index) => (read[index] === undefined ? [] : [[key, read[index]]])));
    },
    {
      refreshInterval: BALANCE_POLL_MS,
      keepPreviousData: true,
      onErrorRetry: retryAfterError,
      // SWR's own comparison (dequal/lite) finds any two Maps equal: a balance that moved would never show.
      compare: sameBalances,
    },
  );
  const { mutate: readAgain } = swr;
  useEffect(() => subscribeRememberedTransactions(() => void readAgain()), [readAgain]);
  useWhenChainAnswersAgain(() => void readAgain());
  const balances: ReadonlyMap<string, bigint> = swr.data ?? new Map();
  return {
    balances,
    balanceOf: (token) => (token ? balances.get(tokenKey(token)) : undefined),
    isLoading: swr.isLoading,
    error: (swr.error as Error | undefined) ?? null,
    refresh: () => swr.mutate(),
  };
}

/** Reads every balance shown anywhere again (after the faucet moved them). */
export function refreshBalances(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === BALANCES_KEY);
}

function sameBalances(
  a: ReadonlyMap<string, bigint> | undefined,
  b: ReadonlyMap<string, bigint> | undefined,
): boolean {
  if (a === b) return true;
  if (!a || !b || a.size !== b.size) return false;
  for (const [key, amount] of a) if (b.get(key) !== amount) return false;
  return true;
}

async function readOnChain(owner: Address, tokens: readonly { address: Address | null }[]) {
  const [{ readBalances }, { chainClientOf }] = await Promise.all([
    import('./readBalances.ts'),
    import('../wallet/appChainClient.ts'),
  ]);
  return readBalances(chainClientOf(tradingChain()), owner, tokens);
}
