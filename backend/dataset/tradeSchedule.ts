import { DATASET_NOW, WEEK, YEAR } from './datasetClock.ts';
import type { PoolRecord } from './pools.ts';
import { hashSeed, unitNoise } from './prng.ts';

/** The tape starts a week before the dataset's "now", as deep as the frozen history used to reach. */
export const TRADING_SINCE = DATASET_NOW - WEEK;

/** Even the quietest pool fills that first week with a handful of rows. */
const LONGEST_MEAN_GAP = WEEK / 8;

/** One trade on a pool's tape: which slot of the pool's grid it fills, and when it happened. */
export interface ScheduledTrade {
  pool: PoolRecord;
  slot: number;
  timestamp: number;
}

/**
 * Seconds between a pool's trades on average: its yearly trade count at today's pace, so the flagship
 * pools trade every few seconds and the long tail a few times a day.
 */
export function meanTradeGap(pool: PoolRecord): number {
  return Math.max(1, Math.round(Math.min(YEAR / Math.max(1, pool.txCount), LONGEST_MEAN_GAP)));
}

/**
 * A pool's trades at or before `latest`, newest first, back to TRADING_SINCE. Time is cut into slots one
 * mean gap long (offset per pool, so pools do not tick together), each holding one trade at a seeded
 * second: a trade's time depends only on the pool and its slot, so the tape reads backwards from any
 * instant without replaying everything since TRADING_SINCE, and a later instant only adds trades.
 */
export function* tradesBackFrom(pool: PoolRecord, latest: number): Generator<ScheduledTrade, undefined> {
  const gap = meanTradeGap(pool);
  const seed = hashSeed(`trades|${pool.id}`);
  const phase = seed % gap;
  const timeOf = (slot: number) => phase + slot * gap + Math.floor(unitNoise(seed, slot) * gap);
  let slot = Math.floor((latest - phase) / gap);
  if (timeOf(slot) > latest) slot--;
  for (let timestamp = timeOf(slot); timestamp >= TRADING_SINCE; timestamp = timeOf(--slot)) {
    yield { pool, slot, timestamp };
  }
}
