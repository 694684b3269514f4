import type { Address, Hex } from 'viem';

/** What a sent transaction does, for the words the top bar and the toasts use. */
export type TransactionKind = 'swap' | 'approval' | 'send' | 'liquidity' | 'bid' | 'claim' | 'governance';

/** Where a sent transaction stands: `dropped` is one the chain no longer knows and will never mine. */
export type TransactionStatus = 'pending' | 'confirmed' | 'failed' | 'dropped';

/**
 * A transaction this browser sent, remembered so that it outlives the page that sent it: a reload,
 * another tab or the installed app reopened still shows it pending and learns how it ended.
 */
export interface RememberedTransaction {
  hash: Hex;
  chainId: number;
  account: Address;
  kind: TransactionKind;
  /** What it does in the product's words: "Swap 0.5 ETH for 1,728.92 USDC". */
  summary: string;
  /** Milliseconds since the epoch. */
  sentAt: number;
  /**
   * The chain it was sent to, as its first block's hash: a local chain restarted at the same URL is
   * another chain, and a transaction of the old one will never be mined on it.
   */
  genesisHash: Hex;
  /** The account's nonce it was sent with: once the account's count moves past it unmined, it is gone. */
  nonce: number;
  status: TransactionStatus;
  settledAt?: number;
}

/** The storage a journal needs: localStorage in the browser, a stand-in in tests. */
export type JournalStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Settled transactions stay listed this long (the account menu's recent activity), at most this many. */
const KEEP_SETTLED_MS = 24 * 60 * 60 * 1000;
const KEEP_SETTLED = 10;

const STORAGE_PREFIX = 'transactions';

/** Fired in this tab on every change (the `storage` event tells the other tabs). */
const CHANGED_EVENT = 'remembered-transactions-changed';

/** The account's remembered transactions on a chain, newest first. */
export function rememberedTransactions(
  storage: JournalStorage,
  chainId: number,
  account: Address,
): RememberedTransaction[] {
  try {
    const stored = JSON.parse(storage.getItem(storageKey(chainId, account)) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter(isRemembered) : [];
  } catch {
    return [];
  }
}

/** Remembers a transaction just sent (status pending). */
export function rememberTransaction(storage: JournalStorage, sent: RememberedTransaction, now = Date.now()) {
  const others = rememberedTransactions(storage, sent.chainId, sent.account).filter(
    (transaction) => transaction.hash !== sent.hash,
  );
  write(storage, sent.chainId, sent.account, [sent, ...others], now);
}

/**
 * Records how a pending transaction ended; undefined when it is not remembered as pending (another
 * tab, or the page's own run, settled it first): each transaction settles once.
 */
export function settleTransaction(
  storage: JournalStorage,
  sent: Pick<RememberedTransaction, 'hash' | 'chainId' | 'account'>,
  status: Exclude<TransactionStatus, 'pending'>,
  now = Date.now(),
): RememberedTransaction | undefined {
  const all = rememberedTransactions(storage, sent.chainId, sent.account);
  const index = all.findIndex((transaction) => transaction.hash === sent.hash);
  const found = all[index];
  if (found?.status !== 'pending') return undefined;
  const settled: RememberedTransaction = { ...found, status, settledAt: now };
  all[index] = settled;
  write(storage, sent.chainId, sent.account, all, now);
  return settled;
}

/** Calls `listener` when any remembered transaction changes, in this tab or another. */
export function subscribeRememberedTransactions(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(`${STORAGE_PREFIX}.`)) listener();
  };
  window.addEventListener(CHANGED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** This browser's localStorage; undefined outside a browser or when storage is denied. */
export function browserJournalStorage(): JournalStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function write(
  storage: JournalStorage,
  chainId: number,
  account: Address,
  transactions: readonly RememberedTransaction[],
  now: number,
) {
  const settled = transactions
    .filter(({ status, settledAt = 0 }) => status !== 'pending' && now - settledAt < KEEP_SETTLED_MS)
    .slice(0, KEEP_SETTLED);
  const kept = transactions.filter(
    (transaction) => transaction.status === 'pending' || settled.includes(transaction),
  );
  try {
    storage.setItem(storageKey(chainId, account), JSON.stringify(kept));
  } catch {
    // Storage full or denied: the transaction is still followed in this page, only not remembered.
    return;
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED_EVENT));
}

function storageKey(chainId: number, account: Address): string {
  return `${STORAGE_PREFIX}.${chainId}.${account.toLowerCase()}`;
}

function isRemembered(value: unknown): value is RememberedTransaction {
  const candidate = value as Partial<RememberedTransaction> | null;
  return (
    typeof candidate?.hash === 'string' &&
    typeof candidate.summary === 'string' &&
    typeof candidate.genesisHash === 'string' &&
    typeof candidate.nonce === 'number' &&
    typeof candidate.sentAt === 'number' &&
    typeof candidate.status === 'string'
  );
}
