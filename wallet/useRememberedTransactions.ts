import { useCallback, useEffect, useRef, useState } from 'react';
import type { Address, Hex } from 'viem';
import { chainClientOf } from './appChainClient.ts';
import {
  browserJournalStorage,
  type RememberedTransaction,
  rememberedTransactions,
  settleTransaction,
  subscribeRememberedTransactions,
} from './rememberedTransactions.ts';
import { useTradingChain } from './tradingChain.ts';
import { transactionFate } from './transactionFate.ts';

/** A remembered transaction is asked about this often: once a second is plenty beside the page's own run. */
const FOLLOW_POLL_MS = 1000;

export interface AccountTransactions {
  /** Newest first: the pending ones and the recently settled. */
  transactions: readonly RememberedTransaction[];
  /** Those this page saw pending and then end, to be told once (a toast each). */
  endings: readonly RememberedTransaction[];
  dismissEnding: (hash: Hex) => void;
}

/**
 * The connected account's transactions as this browser remembers them (wallet/rememberedTransactions.ts),
 * kept current across tabs, each pending one followed on the chain until it ends: mined (confirmed or
 * failed) or dropped. A page that comes back after a reload picks up where the page that sent it was.
 */
export function useRememberedTransactions(account: Address | undefined): AccountTransactions {
  const [transactions, setTransactions] = useState<readonly RememberedTransaction[]>([]);
  const [endings, setEndings] = useState<readonly RememberedTransaction[]>([]);
  const seenPending = useRef(new Set<Hex>());
  const chain = useTradingChain();

  useEffect(() => {
    const storage = browserJournalStorage();
    seenPending.current = new Set();
    setEndings([]);
    if (!account || !storage) {
      setTransactions([]);
      return;
    }
    const update = () => {
      const current = rememberedTransactions(storage, chain.id, account);
      const ended = current.filter(
        (transaction) => transaction.status !== 'pending' && seenPending.current.delete(transaction.hash),
      );
      for (const transaction of current)
        if (transaction.status === 'pending') seenPending.current.add(transaction.hash);
      if (ended.length > 0) setEndings((shown) => [...ended, ...shown]);
      setTransactions(current);
    };
    update();
    return subscribeRememberedTransactions(update);
  }, [account, chain]);

  const pending = transactions.filter((transaction) => transaction.status === 'pending');
  const pendingHashes = pending.map((transaction) => transaction.hash).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pending set, by its hashes, is what is followed
  useEffect(() => {
    const storage = browserJournalStorage();
    if (!storage || pending.length === 0) return;
    const following = new AbortController();
    for (const transaction of pending) {
      transactionFate(chainClientOf(chain), transaction, {
        pollMs: FOLLOW_POLL_MS,
        signal: following.signal,
      }).then(
        (fate) => settleTransaction(storage, transaction, fate.status),
        // Stopped following (the page left, or another run settled it first).
        () => undefined,
      );
    }
    return () => following.abort();
  }, [pendingHashes]);

  // Stable: each toast's own timer depends on it.
  const dismissEnding = useCallback(
    (hash: Hex) => setEndings((shown) => shown.filter((ending) => ending.hash !== hash)),
    [],
  );
  return { transactions, endings, dismissEnding };
}
