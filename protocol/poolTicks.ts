import type { Address, Hex, PublicClient } from 'viem';
import { type BatchCall, callBatch, contractCall, mapCall, ReadBatch } from './callBatch.ts';
import { v3PoolAbi, v3TickLensAbi, v4StateViewAbi } from './protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from './protocolAddresses.ts';
import { MAX_TICK, MIN_TICK } from './tickBounds.ts';

/** One initialized tick: how the active liquidity changes when the price crosses it going up. */
export interface InitializedTick {
  tick: number;
  liquidityNet: bigint;
}

/** A range of ticks, `tickLower` included, `tickUpper` not. */
export interface TickWindow {
  tickLower: number;
  tickUpper: number;
}

/** A pool's initialized ticks around its price, all read at one block. */
export interface PoolTicks {
  /** The pool's current tick and the liquidity active at it. */
  tick: number;
  liquidity: bigint;
  /** Every initialized tick inside `window`, ascending. */
  ticks: InitializedTick[];
  /** The ticks the read covered: beyond it nothing is known (a wide pool is read only near its price). */
  window: TickWindow;
}

/**
 * Bitmap words read on each side of the current one. A word holds 256 spaced ticks: at spacing 10 the
 * window spans about ×15 in price each way, at spacing 1 about ±30 %. A pool with ticks spread over
 * its whole range cannot make a page read more than this.
 */
export const WORDS_EACH_SIDE = 10;
/** V4 reads each initialized tick by its own call: at most this many, the nearest the price first. */
export const MAX_V4_TICKS = 600;

/**
 * A V3 pool's initialized ticks around its price: `slot0` and `liquidity`, then the V3 periphery's
 * TickLens, one `getPopulatedTicksInWord` per bitmap word, in one batch: two eth_calls at one block.
 * `undefined` for a pool without a price.
 */
export async function readV3PoolTicks(
  client: PublicClient,
  pool: Address,
  tickSpacing: number,
): Promise<PoolTicks | undefined> {
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  const state = new ReadBatch();
  const slot0 = state.add(contractCall({ address: pool, abi: v3PoolAbi, functionName: 'slot0', args: [] }));
  const active = state.add(
    contractCall({ address: pool, abi: v3PoolAbi, functionName: 'liquidity', args: [] }),
  );
  await state.run(client, blockNumber);
  const [sqrtPriceX96 = 0n, tick = 0] = slot0() ?? [];
  const liquidity = active();
  if (sqrtPriceX96 === 0n || liquidity === undefined) return undefined;
  const words = wordsAround(tick, tickSpacing);
  const answers = await callBatch(
    client,
    v3TickWordCalls(PROTOCOL_ADDRESSES.v3TickLens, pool, words),
    blockNumber,
  );
  if (answers.some((answer) => !answer.ok)) throw new Error(`TickLens could not read the pool ${pool}`);
  const ticks = answers.flatMap((answer) => (answer.ok ? answer.value : []));
  return {
    tick,
    liquidity,
    ticks: ticks.sort((a, b) => a.tick - b.tick),
    window: wordsWindow(words, tickSpacing),
  };
}

/**
 * A V4 pool's initialized ticks around its price, from StateView: `getSlot0` and `getLiquidity`, then
 * the bitmap words (`getTickBitmap`), then `getTickLiquidity` for each set bit: three eth_calls at one
 * block. Past `MAX_V4_TICKS`, the window closes at the last whole word kept on each side.
 */
export async function readV4PoolTicks(
  client: PublicClient,
  poolId: Hex,
  tickSpacing: number,
): Promise<PoolTicks | undefined> {
  const stateView = { address: PROTOCOL_ADDRESSES.v4StateView, abi: v4StateViewAbi } as const;
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  const state = new ReadBatch();
  const slot0 = state.add(contractCall({ ...stateView, functionName: 'getSlot0', args: [poolId] }));
  const active = state.add(contractCall({ ...stateView, functionName: 'getLiquidity', args: [poolId] }));
  await state.run(client, blockNumber);
  const [sqrtPriceX96 = 0n, tick = 0] = slot0() ?? [];
  const liquidity = active();
  if (sqrtPriceX96 === 0n || liquidity === undefined) return undefined;
  const bitmaps = await callBatch(
    client,
    v4TickBitmapCalls(PROTOCOL_ADDRESSES.v4StateView, poolId, wordsAround(tick, tickSpacing)),
    blockNumber,
  );
  const words = nearestWords(
    bitmaps.flatMap((answer) => (answer.ok ? [answer.value] : [])),
    wordOf(tick, tickSpacing),
  );
  const initialized = words.flatMap(({ word, bitmap }) => ticksOfWord(word, bitmap, tickSpacing));
  const answers = await callBatch(
    client,
    v4TickLiquidityCalls(PROTOCOL_ADDRESSES.v4StateView, poolId, initialized),
    blockNumber,
  );
  if (answers.some((answer) => !answer.ok)) throw new Error(`StateView could not read the pool ${poolId}`);
  return {
    tick,
    liquidity,
    ticks: answers.flatMap((answer) => (answer.ok ? [answer.value] : [])).sort((a, b) => a.tick - b.tick),
    window: wordsWindow(
      words.map(({ word }) => word),
      tickSpacing,
    ),
  };
}

/** The reads of a V3 pool's initialized ticks in these bitmap words: TickLens, one call a word. */
function v3TickWordCalls(
  tickLens: Address,
  pool: Address,
  words: readonly number[],
): BatchCall<InitializedTick[]>[] {
  return words.map((word) =>
    mapCall(
      contractCall({
        address: tickLens,
        abi: v3TickLensAbi,
        functionName: 'getPopulatedTicksInWord',
        args: [pool, word],
      }),
      (ticks) => ticks.map(({ tick, liquidityNet }) => ({ tick, liquidityNet })),
    ),
  );
}

/**
 * The reads of a V3 pool's own tick bitmap words. With `v3TickLiquidityCalls` for the set bits, two
 * batches instead of TickLens's one, but each call a storage read or two: TickLens walks all 256 bits
 * of a word and costs about 0.5 ms a word on the local chain, too much for routing's many pools.
 */
export function v3TickBitmapCalls(
  pool: Address,
  words: readonly number[],
): BatchCall<{ word: number; bitmap: bigint }>[] {
  return words.map((word) =>
    mapCall(
      contractCall({ address: pool, abi: v3PoolAbi, functionName: 'tickBitmap', args: [word] }),
      (bitmap) => ({
        word,
        bitmap,
      }),
    ),
  );
}

/** The reads of how much liquidity a V3 pool's ticks add when crossed going up. */
export function v3TickLiquidityCalls(pool: Address, ticks: readonly number[]): BatchCall<InitializedTick>[] {
  return ticks.map((at) =>
    mapCall(
      contractCall({ address: pool, abi: v3PoolAbi, functionName: 'ticks', args: [at] }),
      ([, liquidityNet]) => ({
        tick: at,
        liquidityNet,
      }),
    ),
  );
}

/** The reads of a V4 pool's tick bitmap words (StateView). */
export function v4TickBitmapCalls(
  stateView: Address,
  poolId: Hex,
  words: readonly number[],
): BatchCall<{ word: number; bitmap: bigint }>[] {
  return words.map((word) =>
    mapCall(
      contractCall({
        address: stateView,
        abi: v4StateViewAbi,
        functionName: 'getTickBitmap',
        args: [poolId, word],
      }),
      (bitmap) => ({ word, bitmap }),
    ),
  );
}

/** The reads of how much liquidity a V4 pool's ticks add when crossed going up (StateView). */
export function v4TickLiquidityCalls(
  stateView: Address,
  poolId: Hex,
  ticks: readonly number[],
): BatchCall<InitializedTick>[] {
  return ticks.map((at) =>
    mapCall(
      contractCall({
        address: stateView,
        abi: v4StateViewAbi,
        functionName: 'getTickLiquidity',
        args: [poolId, at],
      }),
      ([, liquidityNet]) => ({ tick: at, liquidityNet }),
    ),
  );
}

/** The bitmap word of a tick: its spaced index (rounded down) over 256, as TickBitmap.position has it. */
function wordOf(tick: number, tickSpacing: number): number {
  return Math.floor(Math.floor(tick / tickSpacing) / 256);
}

/** The words from `eachSide` below the tick's to as many above, within the protocol's bounds. */
export function wordsAround(tick: number, tickSpacing: number, eachSide: number = WORDS_EACH_SIDE): number[] {
  const center = wordOf(tick, tickSpacing);
  const first = Math.max(center - eachSide, wordOf(MIN_TICK, tickSpacing));
  const last = Math.min(center + eachSide, wordOf(MAX_TICK, tickSpacing));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The ticks a word's set bits stand for. */
export function ticksOfWord(word: number, bitmap: bigint, tickSpacing: number): number[] {
  const ticks: number[] = [];
  for (let bit = 0; bit < 256; bit++)
    if ((bitmap >> BigInt(bit)) & 1n) ticks.push((word * 256 + bit) * tickSpacing);
  return ticks;
}

/** The contiguous words around `center` whose set bits stay within `MAX_V4_TICKS`, ascending. */
function nearestWords<T extends { word: number; bitmap: bigint }>(words: readonly T[], center: number): T[] {
  const count = (bitmap: bigint) => bitmap.toString(2).replaceAll('0', '').length;
  const at = (word: number) => words.find((candidate) => candidate.word === word);
  const kept: T[] = [];
  let total = 0;
  const keep = (word: T | undefined): boolean => {
    if (!word || (kept.length > 0 && total + count(word.bitmap) > MAX_V4_TICKS)) return false;
    total += count(word.bitmap);
    kept.push(word);
    return true;
  };
  keep(at(center));
  let [below, above] = [true, true];
  for (let step = 1; below || above; step++) {
    if (below) below = keep(at(center - step));
    if (above) above = keep(at(center + step));
  }
  return kept.sort((a, b) => a.word - b.word);
}

/** The ticks a run of contiguous words covers, within the protocol's bounds. */
function wordsWindow(words: readonly number[], tickSpacing: number): TickWindow {
  const first = words[0] ?? 0;
  const last = words.at(-1) ?? first;
  return {
    tickLower: Math.max(MIN_TICK, first * 256 * tickSpacing),
    tickUpper: Math.min(MAX_TICK + 1, (last + 1) * 256 * tickSpacing),
  };
}
