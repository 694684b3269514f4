import { DATASET_NOW, DAY } from './datasetClock.ts';
import type { PoolRecord, ProtocolVersion } from './pools.ts';
import { prngFor } from './prng.ts';
import type { TokenRecord } from './tokens.ts';

export interface PoolTransactionRecord {
  id: string;
  chain: PoolRecord['chain'];
  version: ProtocolVersion;
  pool: PoolRecord;
  type: 'SWAP' | 'ADD' | 'REMOVE';
  hash: string;
  timestamp: number;
  usdValue: number;
  account: string;
  token0Quantity: string;
  token1Quantity: string;
}

const MAX_PER_POOL = 120;

/**
 * A pool's recent transactions, newest first: mostly swaps, some liquidity adds and removes, spread
 * over the last days with busier pools trading more often.
 */
export function poolTransactions(
  pool: PoolRecord,
  usdPrice: (token: TokenRecord) => number,
): PoolTransactionRecord[] {
  const random = prngFor('transactions', pool.id);
  const count = Math.min(MAX_PER_POOL, Math.max(8, Math.round(Math.sqrt(pool.txCount))));
  const meanGap = (7 * DAY) / count;
  const price0 = usdPrice(pool.token0);
  const price1 = usdPrice(pool.token1);
  const transactions: PoolTransactionRecord[] = [];
  let timestamp = DATASET_NOW - random.int(5, 600);
  for (let i = 0; i < count; i++) {
    const roll = random.next();
    const type = roll < 0.8 ? 'SWAP' : roll < 0.92 ? 'ADD' : 'REMOVE';
    const usdValue = Math.min(random.logBetween(20, 250_000), pool.tvlUsd * 0.05 + 50);
    const hash = random.hex(32);
    const sell0 = random.chance(0.5);
    const sign0 = type === 'REMOVE' || (type === 'SWAP' && !sell0) ? -1 : 1;
    const sign1 = type === 'REMOVE' || (type === 'SWAP' && sell0) ? -1 : 1;
    const share0 = type === 'SWAP' ? 1 : pool.token0Share;
    const share1 = type === 'SWAP' ? 1 : 1 - pool.token0Share;
    transactions.push({
      id: `PoolTransaction:${pool.chain}_${hash}_${pool.address}`,
      chain: pool.chain,
      version: pool.version,
      pool,
      type,
      hash,
      timestamp,
      usdValue,
      account: random.hex(20),
      token0Quantity: quantity((sign0 * usdValue * share0) / price0, pool.token0.decimals),
      token1Quantity: quantity((sign1 * usdValue * share1) / price1, pool.token1.decimals),
    });
    timestamp -= Math.max(1, Math.round(-Math.log(1 - random.next()) * meanGap));
  }
  return transactions;
}

/** Newest first, strictly older than the cursor, at most `first`. */
export function pageByTimestamp<T extends { timestamp: number }>(
  newestFirst: readonly T[],
  first: number,
  timestampCursor: number | null | undefined,
): T[] {
  const start =
    timestampCursor == null
      ? 0
      : newestFirst.findIndex((transaction) => transaction.timestamp < timestampCursor);
  return start < 0 ? [] : newestFirst.slice(start, start + first);
}

function quantity(amount: number, decimals: number): string {
  if (!Number.isFinite(amount)) return '0';
  return amount.toFixed(Math.min(decimals, 8));
}
