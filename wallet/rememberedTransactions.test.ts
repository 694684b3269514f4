import type { Address, Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  type JournalStorage,
  type RememberedTransaction,
  rememberedTransactions,
  rememberTransaction,
  settleTransaction,
} from './rememberedTransactions.ts';

const ALICE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const HOUR = 60 * 60 * 1000;

function memoryStorage(): JournalStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
  };
}

function sent(hash: number, overrides: Partial<RememberedTransaction> = {}): RememberedTransaction {
  return {
    hash: `0x${hash.toString(16).padStart(64, '0')}` as Hex,
    chainId: 31337,
    account: ALICE,
    kind: 'swap',
    summary: `Swap ${hash}`,
    sentAt: 1_000,
    genesisHash: `0x${'ab'.repeat(32)}`,
    nonce: hash,
    status: 'pending',
    ...overrides,
  };
}

describe('the transactions this browser remembers', () => {
  it('keeps each per chain and account, newest first, whatever the address case', () => {
    const storage = memoryStorage();
    rememberTransaction(storage, sent(1));
    rememberTransaction(storage, sent(2));
    rememberTransaction(storage, sent(3, { account: BOB }));
    rememberTransaction(storage, sent(4, { chainId: 1 }));
    const alice = rememberedTransactions(storage, 31337, ALICE.toLowerCase() as Address);
    expect(alice.map((transaction) => transaction.summary)).toEqual(['Swap 2', 'Swap 1']);
    expect(rememberedTransactions(storage, 31337, BOB).map((transaction) => transaction.summary)).toEqual([
      'Swap 3',
    ]);
  });

  it('settles a pending one once: a second settlement (another tab, the page run) changes nothing', () => {
    const storage = memoryStorage();
    rememberTransaction(storage, sent(1));
    expect(settleTransaction(storage, sent(1), 'dropped', 2_000)).toMatchObject({
      status: 'dropped',
      settledAt: 2_000,
    });
    expect(settleTransaction(storage, sent(1), 'confirmed', 3_000)).toBeUndefined();
    expect(rememberedTransactions(storage, 31337, ALICE)).toEqual([
      { ...sent(1), status: 'dropped', settledAt: 2_000 },
    ]);
  });

  it('lists settled ones for a day, ten at most; pending ones stay however old', () => {
    const storage = memoryStorage();
    rememberTransaction(storage, sent(0, { sentAt: 0 }), 0);
    for (let hash = 1; hash <= 12; hash++) {
      rememberTransaction(storage, sent(hash), hash);
      settleTransaction(storage, sent(hash), 'confirmed', hash);
    }
    const listed = rememberedTransactions(storage, 31337, ALICE);
    expect(listed.filter((transaction) => transaction.status === 'confirmed')).toHaveLength(10);
    expect(listed.map((transaction) => transaction.nonce).slice(0, 2)).toEqual([12, 11]);
    expect(listed.at(-1)?.status).toBe('pending');
    const later = 25 * HOUR;
    rememberTransaction(storage, sent(13), later);
    settleTransaction(storage, sent(13), 'confirmed', later);
    expect(
      rememberedTransactions(storage, 31337, ALICE).map(({ nonce, status }) => `${nonce} ${status}`),
    ).toEqual(['13 confirmed', '0 pending']);
  });

  it('reads damaged storage as nothing remembered', () => {
    const storage = memoryStorage();
    storage.setItem(`transactions.31337.${ALICE.toLowerCase()}`, '{not json');
    expect(rememberedTransactions(storage, 31337, ALICE)).toEqual([]);
    storage.setItem(`transactions.31337.${ALICE.toLowerCase()}`, '[{"hash":1},null]');
    expect(rememberedTransactions(storage, 31337, ALICE)).toEqual([]);
  });
});
