import { DAY } from './datasetClock.ts';
import type { PoolRecord, ProtocolVersion } from './pools.ts';
import { prngFor } from './prng.ts';
import { quantityFromAmount } from './tokenQuantity.ts';
import type { TokenRecord } from './tokens.ts';
import { meanTradeGap, type ScheduledTrade } from './tradeSchedule.ts';

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

/**
 * The transaction filling a trade's slot: mostly swaps, some liquidity adds and removes. Seeded by the
 * pool and the slot alone, so a row never changes once it exists, whenever and however it is paged to.
 * Sizes centre on the pool's volume per trade, so a day of rows adds up to about its 24h volume.
 */
export function poolTransaction(
  { pool, slot, timestamp }: ScheduledTrade,
  usdPrice: (token: TokenRecord) => number,
): PoolTransactionRecord {
  const random = prngFor('transactions', pool.id, slot);
  const roll = random.next();
  const type = roll < 0.8 ? 'SWAP' : roll < 0.92 ? 'ADD' : 'REMOVE';
  const volumePerTrade = (pool.volume24h * meanTradeGap(pool)) / DAY;
  const usdValue = Math.min(volumePerTrade * random.logBetween(0.04, 5), pool.tvlUsd * 0.05 + 50);
  const hash = random.hex(32);
  const sell0 = random.chance(0.5);
  const sign0 = type === 'REMOVE' || (type === 'SWAP' && !sell0) ? -1 : 1;
  const sign1 = type === 'REMOVE' || (type === 'SWAP' && sell0) ? -1 : 1;
  const share0 = type === 'SWAP' ? 1 : pool.token0Share;
  const share1 = type === 'SWAP' ? 1 : 1 - pool.token0Share;
  return {
    id: `PoolTransaction:${pool.chain}_${hash}_${pool.address}`,
    chain: pool.chain,
    version: pool.version,
    pool,
    type,
    hash,
    timestamp,
    usdValue,
    account: random.hex(20),
    token0Quantity: quantityFromAmount(
      (sign0 * usdValue * share0) / usdPrice(pool.token0),
      pool.token0.decimals,
    ),
    token1Quantity: quantityFromAmount(
      (sign1 * usdValue * share1) / usdPrice(pool.token1),
      pool.token1.decimals,
    ),
  };
}
