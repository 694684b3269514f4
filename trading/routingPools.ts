import { type Address, encodeAbiParameters, type Hex, keccak256, type PublicClient, zeroAddress } from 'viem';
import { type BatchAnswer, type BatchCall, callBatch, contractCall, mapCall } from '../protocol/callBatch.ts';
import type { ChainProtocolAddresses } from '../protocol/chainProtocolAddresses.ts';
import { FEE_TIERS } from '../protocol/feeTiers.ts';
import type { InitializedTick } from '../protocol/poolTicks.ts';
import {
  v2FactoryAbi,
  v2PairAbi,
  v3FactoryAbi,
  v3PoolAbi,
  v4StateViewAbi,
} from '../protocol/protocolAbis.ts';
import { protocolAddressesOf } from '../protocol/protocolAddressesOf.ts';
import { sameAddress } from './swapCurrency.ts';

export type { ProtocolVersion } from '../data/graphql.ts';

/** Both tokens of a pool in the protocol's order (lower address first; native ETH is 0x0 in V4). */
interface PoolTokens {
  token0: Address;
  token1: Address;
}

export interface V2RoutingPool extends PoolTokens {
  version: 'V2';
  address: Address;
  reserve0: bigint;
  reserve1: bigint;
}

export interface V3RoutingPool extends PoolTokens {
  version: 'V3';
  address: Address;
  fee: number;
  sqrtPriceX96: bigint;
  tick: number;
  liquidity: bigint;
  /** The initialized ticks near the price, when read (`withPoolTicks`): how far the liquidity reaches. */
  ticks?: readonly InitializedTick[];
}

export interface V4RoutingPool extends PoolTokens {
  version: 'V4';
  poolId: Hex;
  fee: number;
  tickSpacing: number;
  hooks: Address;
  sqrtPriceX96: bigint;
  tick: number;
  liquidity: bigint;
  ticks?: readonly InitializedTick[];
}

/** A pool a route may trade through, with the state its price and the router's trade need. */
export type RoutingPool = V2RoutingPool | V3RoutingPool | V4RoutingPool;

/** An unordered pair of currencies as one protocol version names them. */
export type CurrencyPair = readonly [Address, Address];

/**
 * Where the pools between each pair are, in one batched eth_call: V2 and V3 through their factories,
 * V4 pools by their ids, kept when StateView says they are initialized. V4 pools are looked for hookless
 * (a hook runs third-party code the router cannot vouch for) at the usual fee and tick spacing pairs. Their state (reserves,
 * price, liquidity) is read apart, with each quote (`poolStateCalls`), since it changes every block.
 */
export async function locateRoutingPools(
  client: PublicClient,
  pairs: { v2v3: readonly CurrencyPair[]; v4: readonly CurrencyPair[] },
): Promise<LocatedPool[]> {
  const v2v3Pairs = uniquePairs(pairs.v2v3);
  const v4Keys = uniquePairs(pairs.v4).flatMap(([token0, token1]) =>
    FEE_TIERS.map(({ fee, tickSpacing }) => {
      const key = { token0, token1, fee, tickSpacing, hooks: zeroAddress };
      return { version: 'V4' as const, ...key, poolId: v4PoolId(key) };
    }),
  );
  const protocol = protocolAddressesOf(client);
  const located = await callBatch<LocatedPool | undefined>(client, [
    ...v2v3Pairs.map(([token0, token1]) =>
      mapCall(
        contractCall({
          address: protocol.v2Factory,
          abi: v2FactoryAbi,
          functionName: 'getPair',
          args: [token0, token1],
        }),
        (address) => (isZero(address) ? undefined : { version: 'V2' as const, token0, token1, address }),
      ),
    ),
    ...v2v3Pairs.flatMap(([token0, token1]) =>
      FEE_TIERS.map(({ fee }) =>
        mapCall(
          contractCall({
            address: protocol.v3Factory,
            abi: v3FactoryAbi,
            functionName: 'getPool',
            args: [token0, token1, fee],
          }),
          (address) =>
            isZero(address) ? undefined : { version: 'V3' as const, token0, token1, address, fee },
        ),
      ),
    ),
    ...v4Keys.map((key) =>
      mapCall(
        contractCall({
          address: protocol.v4StateView,
          abi: v4StateViewAbi,
          functionName: 'getSlot0',
          args: [key.poolId],
        }),
        ([sqrtPriceX96]) => (sqrtPriceX96 === 0n ? undefined : key),
      ),
    ),
  ]);
  return located.flatMap((answer) => (answer.ok && answer.value ? [answer.value] : []));
}

/** The live pools between each pair with their state: `locateRoutingPools`, then one batch of state reads. */
export async function findRoutingPools(
  client: PublicClient,
  pairs: { v2v3: readonly CurrencyPair[]; v4: readonly CurrencyPair[] },
): Promise<RoutingPool[]> {
  const located = await locateRoutingPools(client, pairs);
  const protocol = protocolAddressesOf(client);
  return poolsWithState(
    located,
    await callBatch(
      client,
      located.flatMap((pool) => poolStateCalls(pool, protocol)),
    ),
  );
}

/**
 * The located pools with the state their calls answered (in `poolStateCalls` order); a pool without
 * liquidity is left out, since nothing can trade through it.
 */
export function poolsWithState(
  located: readonly LocatedPool[],
  readings: readonly BatchAnswer<PoolReading>[],
): RoutingPool[] {
  const pools: RoutingPool[] = [];
  let next = 0;
  for (const candidate of located) {
    const count = candidate.version === 'V2' ? 1 : 2;
    const answers = readings.slice(next, next + count);
    next += count;
    const state: Partial<PoolState> = {};
    for (const answer of answers) if (answer.ok) Object.assign(state, answer.value);
    const pool = withState(candidate, state);
    if (pool) pools.push(pool);
  }
  return pools;
}

/** Which pool this is, whatever its state: a V2/V3 address or a V4 pool id. */
export function poolIdentity(pool: LocatedPool): string {
  return (pool.version === 'V4' ? pool.poolId : pool.address).toLowerCase();
}

/** A pool found on chain, before its state is read. */
export type LocatedPool =
  | Omit<V2RoutingPool, 'reserve0' | 'reserve1'>
  | Omit<V3RoutingPool, 'sqrtPriceX96' | 'tick' | 'liquidity' | 'ticks'>
  | Omit<V4RoutingPool, 'sqrtPriceX96' | 'tick' | 'liquidity' | 'ticks'>;

interface PoolState {
  reserve0: bigint;
  reserve1: bigint;
  sqrtPriceX96: bigint;
  tick: number;
  liquidity: bigint;
}

export type PoolReading = Partial<PoolState>;

/** The reads that give a pool's state: V2 reserves; V3 and V4 price and active liquidity (V4's from StateView). */
export function poolStateCalls(
  pool: LocatedPool,
  protocol: ChainProtocolAddresses,
): BatchCall<PoolReading>[] {
  if (pool.version === 'V2')
    return [
      mapCall(
        contractCall({ address: pool.address, abi: v2PairAbi, functionName: 'getReserves', args: [] }),
        ([reserve0, reserve1]) => ({ reserve0, reserve1 }),
      ),
    ];
  if (pool.version === 'V3')
    return [
      mapCall(
        contractCall({ address: pool.address, abi: v3PoolAbi, functionName: 'slot0', args: [] }),
        ([sqrtPriceX96, tick]) => ({ sqrtPriceX96, tick }),
      ),
      mapCall(
        contractCall({ address: pool.address, abi: v3PoolAbi, functionName: 'liquidity', args: [] }),
        (liquidity) => ({ liquidity }),
      ),
    ];
  return [
    mapCall(
      contractCall({
        address: protocol.v4StateView,
        abi: v4StateViewAbi,
        functionName: 'getSlot0',
        args: [pool.poolId],
      }),
      ([sqrtPriceX96, tick]) => ({ sqrtPriceX96, tick }),
    ),
    mapCall(
      contractCall({
        address: protocol.v4StateView,
        abi: v4StateViewAbi,
        functionName: 'getLiquidity',
        args: [pool.poolId],
      }),
      (liquidity) => ({ liquidity }),
    ),
  ];
}

/** The pool with its state, or nothing when it holds no liquidity to trade against. */
function withState(pool: LocatedPool, state: Partial<PoolState>): RoutingPool | undefined {
  if (pool.version === 'V2') {
    const { reserve0 = 0n, reserve1 = 0n } = state;
    return reserve0 > 0n && reserve1 > 0n ? { ...pool, reserve0, reserve1 } : undefined;
  }
  const { sqrtPriceX96 = 0n, tick = 0, liquidity = 0n } = state;
  if (sqrtPriceX96 === 0n || liquidity === 0n) return undefined;
  return { ...pool, sqrtPriceX96, tick, liquidity };
}

/** A V4 pool's id: the hash of its key, as the PoolManager computes it. */
export function v4PoolId(key: {
  token0: Address;
  token1: Address;
  fee: number;
  tickSpacing: number;
  hooks: Address;
}): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }, { type: 'int24' }, { type: 'address' }],
      [key.token0, key.token1, key.fee, key.tickSpacing, key.hooks],
    ),
  );
}

/** Whether a pool holds this currency (as its version names it). */
export function poolHolds(pool: PoolTokens, currency: Address): boolean {
  return sameAddress(pool.token0, currency) || sameAddress(pool.token1, currency);
}

/** The pair sorted as pools sort their tokens, without duplicates or a currency paired with itself. */
function uniquePairs(pairs: readonly CurrencyPair[]): CurrencyPair[] {
  const seen = new Map<string, CurrencyPair>();
  for (const [a, b] of pairs) {
    if (sameAddress(a, b)) continue;
    const sorted: CurrencyPair = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a];
    seen.set(`${sorted[0]}:${sorted[1]}`.toLowerCase(), sorted);
  }
  return [...seen.values()];
}

function isZero(address: Address): boolean {
  return sameAddress(address, zeroAddress);
}
