import type { PublicClient } from 'viem';
import { type BatchCall, callBatch } from '../protocol/callBatch.ts';
import type { ChainProtocolAddresses } from '../protocol/chainProtocolAddresses.ts';
import { tickSpacingOf } from '../protocol/feeTiers.ts';
import {
  type InitializedTick,
  ticksOfWord,
  v3TickWordCalls,
  v4TickBitmapCalls,
  v4TickLiquidityCalls,
  wordsAround,
} from '../protocol/poolTicks.ts';
import { poolIdentity, type RoutingPool } from './routingPools.ts';

/**
 * How far from its price a pool's ticks are read for routing, in ticks each way: ×1.25 in price. A
 * slice that moves one pool's price further loses more than any route it could beat; past the ticks
 * read, the estimate takes the liquidity to carry on as it was.
 */
const ROUTING_TICK_REACH = 2_232;

/** A V3 or V4 pool's tick spacing (V3's follows from its fee tier). */
export function poolTickSpacing(pool: Exclude<RoutingPool, { version: 'V2' }>): number {
  return pool.version === 'V4' ? pool.tickSpacing : tickSpacingOf(pool.fee);
}

/**
 * The pools with their initialized ticks near the price, read at the block their state was: V3's
 * through TickLens and V4's bitmap words through StateView in one batch, then V4's ticks' liquidity
 * in another (none when no V4 pool has a tick there). Kept per block, as the pools' state is.
 */
export function withPoolTicks(
  client: PublicClient,
  protocol: ChainProtocolAddresses,
  pools: readonly RoutingPool[],
  blockNumber: bigint,
): Promise<RoutingPool[]> {
  const key = `${client.uid}|${blockNumber}|${pools.map(poolIdentity).join()}`;
  let read = poolsWithTicks.get(key);
  if (!read) {
    read = readTicks(client, protocol, pools, blockNumber);
    for (const old of poolsWithTicks.keys())
      if (!old.includes(`|${blockNumber}|`)) poolsWithTicks.delete(old);
    poolsWithTicks.set(key, read);
    read.catch(() => poolsWithTicks.delete(key));
  }
  return read;
}

const poolsWithTicks = new Map<string, Promise<RoutingPool[]>>();

async function readTicks(
  client: PublicClient,
  protocol: ChainProtocolAddresses,
  pools: readonly RoutingPool[],
  blockNumber: bigint,
): Promise<RoutingPool[]> {
  const concentrated = pools.filter((pool) => pool.version !== 'V2');
  const wordsOf = (pool: (typeof concentrated)[number]) => {
    const spacing = poolTickSpacing(pool);
    return wordsAround(pool.tick, spacing, Math.max(1, Math.ceil(ROUTING_TICK_REACH / (256 * spacing))));
  };
  const words = await callBatch<InitializedTick[] | { word: number; bitmap: bigint }>(
    client,
    concentrated.flatMap((pool): BatchCall<InitializedTick[] | { word: number; bitmap: bigint }>[] =>
      pool.version === 'V3'
        ? v3TickWordCalls(protocol.v3TickLens, pool.address, wordsOf(pool))
        : v4TickBitmapCalls(protocol.v4StateView, pool.poolId, wordsOf(pool)),
    ),
    blockNumber,
  );
  const ticks = new Map<RoutingPool, InitializedTick[] | undefined>();
  const v4Ticks: { pool: RoutingPool & { version: 'V4' }; ticks: number[] }[] = [];
  let next = 0;
  for (const pool of concentrated) {
    const answers = words.slice(next, next + wordsOf(pool).length);
    next += answers.length;
    // A pool whose ticks could not all be read keeps none: its estimate is then its price's liquidity throughout.
    if (answers.some((answer) => !answer.ok)) continue;
    const values = answers.flatMap((answer) => (answer.ok ? [answer.value] : []));
    if (pool.version === 'V3') ticks.set(pool, (values as InitializedTick[][]).flat());
    else
      v4Ticks.push({
        pool,
        ticks: (values as { word: number; bitmap: bigint }[]).flatMap(({ word, bitmap }) =>
          ticksOfWord(word, bitmap, pool.tickSpacing),
        ),
      });
  }
  const liquidities = await callBatch(
    client,
    v4Ticks.flatMap(({ pool, ticks: at }) => v4TickLiquidityCalls(protocol.v4StateView, pool.poolId, at)),
    blockNumber,
  );
  next = 0;
  for (const { pool, ticks: at } of v4Ticks) {
    const answers = liquidities.slice(next, next + at.length);
    next += at.length;
    if (answers.every((answer) => answer.ok))
      ticks.set(
        pool,
        answers.flatMap((answer) => (answer.ok ? [answer.value] : [])),
      );
  }
  return pools.map((pool) => {
    const known = ticks.get(pool);
    return known && pool.version !== 'V2' ? { ...pool, ticks: known.sort((a, b) => a.tick - b.tick) } : pool;
  });
}
