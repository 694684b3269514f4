import type { PublicClient } from 'viem';
import { type BatchCall, callBatch } from '../protocol/callBatch.ts';
import type { ChainProtocolAddresses } from '../protocol/chainProtocolAddresses.ts';
import { tickSpacingOf } from '../protocol/feeTiers.ts';
import {
  type InitializedTick,
  ticksOfWord,
  v3TickBitmapCalls,
  v3TickLiquidityCalls,
  v4TickBitmapCalls,
  v4TickLiquidityCalls,
  wordsAround,
} from '../protocol/poolTicks.ts';
import { perBlockPoolCache } from './perBlockPoolCache.ts';
import { poolIdentity, type RoutingPool } from './routingPools.ts';

type ConcentratedRoutingPool = Exclude<RoutingPool, { version: 'V2' }>;

/**
 * How far from its price a pool's ticks are read for routing, in ticks each way: ×1.1 in price. A
 * slice that moves one pool's price further loses more than the routes beside it would; past the
 * ticks read, the estimate takes the liquidity to carry on as it was. At a spacing of 1 that is 4
 * bitmap words each side of the price's, at 10 and more the words either side.
 */
const ROUTING_TICK_REACH = 953;

/** A V3 or V4 pool's tick spacing (V3's follows from its fee tier). */
export function poolTickSpacing(pool: ConcentratedRoutingPool): number {
  return pool.version === 'V4' ? pool.tickSpacing : tickSpacingOf(pool.fee);
}

/**
 * The pools with their initialized ticks near the price, read at the block their state was: the
 * bitmap words of every V3 and V4 pool in one batch (V3's from the pool, V4's through StateView),
 * then the liquidity of each tick set in them in another, once per pool and block.
 */
export async function withPoolTicks(
  client: PublicClient,
  protocol: ChainProtocolAddresses,
  pools: readonly RoutingPool[],
  blockNumber: bigint,
): Promise<RoutingPool[]> {
  const concentrated = pools.filter((pool): pool is ConcentratedRoutingPool => pool.version !== 'V2');
  const known = await ticksByPool(client, blockNumber, concentrated, (missing) =>
    readTicks(client, protocol, missing, blockNumber),
  );
  let next = 0;
  return pools.map((pool) => {
    if (pool.version === 'V2') return pool;
    const ticks = known[next++];
    return ticks ? { ...pool, ticks } : pool;
  });
}

const ticksByPool = perBlockPoolCache<ConcentratedRoutingPool, readonly InitializedTick[]>(poolIdentity);

/** Each pool's ticks, ascending; none for a pool whose reads failed (its estimate is then its price's liquidity throughout). */
async function readTicks(
  client: PublicClient,
  protocol: ChainProtocolAddresses,
  pools: readonly ConcentratedRoutingPool[],
  blockNumber: bigint,
): Promise<(readonly InitializedTick[] | undefined)[]> {
  const words = pools.map((pool) => {
    const spacing = poolTickSpacing(pool);
    return wordsAround(pool.tick, spacing, Math.max(1, Math.ceil(ROUTING_TICK_REACH / (256 * spacing))));
  });
  const bitmaps = await callBatch(
    client,
    pools.flatMap((pool, index) =>
      pool.version === 'V3'
        ? v3TickBitmapCalls(pool.address, words[index] as number[])
        : v4TickBitmapCalls(protocol.v4StateView, pool.poolId, words[index] as number[]),
    ),
    blockNumber,
  );
  let next = 0;
  const set = pools.map((pool, index) => {
    const answers = bitmaps.slice(next, next + (words[index] as number[]).length);
    next += answers.length;
    if (answers.some((answer) => !answer.ok)) return undefined;
    return answers.flatMap((answer) =>
      answer.ok ? ticksOfWord(answer.value.word, answer.value.bitmap, poolTickSpacing(pool)) : [],
    );
  });
  const liquidities = await callBatch(
    client,
    pools.flatMap((pool, index): BatchCall<InitializedTick>[] => {
      const ticks = set[index] ?? [];
      return pool.version === 'V3'
        ? v3TickLiquidityCalls(pool.address, ticks)
        : v4TickLiquidityCalls(protocol.v4StateView, pool.poolId, ticks);
    }),
    blockNumber,
  );
  next = 0;
  return set.map((ticks) => {
    if (!ticks) return undefined;
    const answers = liquidities.slice(next, next + ticks.length);
    next += ticks.length;
    if (answers.some((answer) => !answer.ok)) return undefined;
    return answers.flatMap((answer) => (answer.ok ? [answer.value] : []));
  });
}
