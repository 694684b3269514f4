import type { AssetActivityRecord } from '../dataset/assetActivities.ts';
import type { TransactionPage } from '../dataset/latestTransactions.ts';
import type { PoolRecord } from '../dataset/pools.ts';
import type { PoolTransactionRecord } from '../dataset/poolTransactions.ts';
import type { AccountActivityEntry } from './accountBlocks.ts';
import type { ChainActivity, ChainPoolState } from './chainActivity.ts';
import { createGovernanceIndex } from './governanceIndex.ts';
import { createPositionIndex } from './positionIndex.ts';

/** The newest activities kept per account: a busy account cannot grow the ledger without bound. */
export const MAX_ACTIVITIES_PER_ACCOUNT = 1_000;

/** A shared counter: every ledger of one indexer bumps it, and a fresh ledger taking over bumps it too. */
export interface Revision {
  value: number;
}

export type ChainLedger = ReturnType<typeof createChainLedger>;

/**
 * Everything indexed from one connection to the chain, in chain order. A reconnection builds a new
 * ledger from block 0 (the chain may have restarted with another history) and swaps it in whole.
 */
export function createChainLedger(revision: Revision) {
  const rows: PoolTransactionRecord[] = [];
  const states = new Map<string, ChainPoolState>();
  const v4Prices = new Map<string, bigint>();
  /** Per account, chain order (oldest first), and the dataset tokens it has moved. */
  const accounts = new Map<string, { activities: AssetActivityRecord[]; tokens: Set<string> }>();
  const v4Positions = new Map<
    string,
    Map<string, { tickLower: number; tickUpper: number; liquidity: bigint }>
  >();

  const activity: Pick<ChainActivity, 'version' | 'transactions' | 'poolState' | 'accountActivities'> = {
    get version() {
      return revision.value;
    },
    transactions(inScope, { first, olderThan }: TransactionPage) {
      const page: PoolTransactionRecord[] = [];
      for (let i = rows.length - 1; i >= 0 && page.length < first; i--) {
        const row = rows[i] as PoolTransactionRecord;
        if ((olderThan == null || row.timestamp < olderThan) && inScope(row.pool)) page.push(row);
      }
      return page;
    },
    poolState: (pool) => states.get(pool.id),
    accountActivities: (owner) => [...(accounts.get(owner)?.activities ?? [])].reverse(),
  };

  return {
    activity,
    /** Who holds which liquidity position (V2 shares, V3 and V4 NFTs). */
    positions: createPositionIndex(() => {
      revision.value++;
    }),
    /** The governors' proposals and votes. */
    governance: createGovernanceIndex(() => {
      revision.value++;
    }),
    /** Rows arrive in chain order (block, then log index), which is also time order. */
    addTransaction(row: PoolTransactionRecord): void {
      rows.push(row);
      revision.value++;
    },
    /** Blocks arrive in chain order, so an account's activities stay in time order. */
    addAccountActivity({ owner, record, tokens }: AccountActivityEntry): void {
      let account = accounts.get(owner);
      if (!account) {
        account = { activities: [], tokens: new Set() };
        accounts.set(owner, account);
      }
      account.activities.push(record);
      if (account.activities.length > MAX_ACTIVITIES_PER_ACCOUNT) account.activities.shift();
      for (const token of tokens) account.tokens.add(token);
      revision.value++;
    },
    /** The dataset tokens an account has moved; undefined for an account the chain has not seen. */
    accountTokens: (owner: string): ReadonlySet<string> | undefined => accounts.get(owner)?.tokens,
    get accountCount(): number {
      return accounts.size;
    },
    get transactionCount(): number {
      return rows.length;
    },
    setPoolState(pool: PoolRecord, state: ChainPoolState): void {
      states.set(pool.id, state);
      revision.value++;
    },
    /** V4 pool prices as the PoolManager's Initialize and Swap events report them, for liquidity amounts. */
    v4Price: (poolId: string): bigint | undefined => v4Prices.get(poolId),
    setV4Price(poolId: string, sqrtPriceX96: bigint): void {
      v4Prices.set(poolId, sqrtPriceX96);
    },
    addV4Liquidity(poolId: string, tickLower: number, tickUpper: number, delta: bigint): void {
      const positions = v4Positions.get(poolId) ?? new Map();
      const key = `${tickLower}:${tickUpper}`;
      const liquidity = (positions.get(key)?.liquidity ?? 0n) + delta;
      if (liquidity === 0n) positions.delete(key);
      else positions.set(key, { tickLower, tickUpper, liquidity });
      v4Positions.set(poolId, positions);
    },
    /** Open liquidity of a V4 pool by tick range (positions of different owners on one range summed). */
    v4Liquidity: (poolId: string) => [...(v4Positions.get(poolId)?.values() ?? [])],
  };
}
