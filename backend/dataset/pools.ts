import { Ether, Token, V2_FACTORY_ADDRESSES, V3_CORE_FACTORY_ADDRESSES } from '@uniswap/sdk-core';
import { computePairAddress } from '@uniswap/v2-sdk';
import { computePoolAddress } from '@uniswap/v3-sdk';
import { Pool as SdkV4Pool } from '@uniswap/v4-sdk';
import { FEE_TIERS, tickSpacingOf, V2_FEE } from '../../protocol/feeTiers.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { ChainInfo, ChainName } from './chains.ts';
import { DATASET_NOW, DAY } from './datasetClock.ts';
import { type Prng, prngFor } from './prng.ts';
import type { TokenRecord } from './tokens.ts';

export type ProtocolVersion = 'V2' | 'V3' | 'V4';

export interface PoolRecord {
  id: string;
  version: ProtocolVersion;
  chain: ChainName;
  /** V2 pair / V3 pool contract address, or the V4 pool id (bytes32), lower case. */
  address: string;
  token0: TokenRecord;
  token1: TokenRecord;
  /** In hundredths of a basis point, as the protocol stores it; V2 is always 3000. */
  feeTier: number;
  tickSpacing: number;
  isDynamicFee: boolean;
  hook: string | null;
  tvlUsd: number;
  /** Share of the TVL held in token0. */
  token0Share: number;
  volume24h: number;
  tvlChange24h: number;
  txCount: number;
  createdAt: number;
  rewards: RewardsRecord | null;
}

export interface RewardsRecord {
  boostedApr: number;
  startTimestamp: number;
  endTimestamp: number;
  totalRewardAllocation: string;
  distributedRewards: string;
}

const DYNAMIC_FEE_FLAG = 0x800000;
const NO_HOOK = '0x0000000000000000000000000000000000000000';
const CHAIN_DEPTH: Partial<Record<ChainName, number>> = {
  ETHEREUM: 1,
  BASE: 0.35,
  ARBITRUM: 0.3,
  OPTIMISM: 0.1,
};
const BASE_SYMBOLS = ['WETH', 'USDC', 'USDT', 'DAI', 'WBTC'];
/**
 * The one pool whose hook the local chain runs (v4-core's test hook, `PROTOCOL_ADDRESSES.v4TestHook`):
 * ETH/USDC V4 at the flagship's 0.05 %, so a pair and fee offer a pool with a hook beside the one
 * without. A small one (this share of what the pair's depth gives), so the top lists stay the flagships'.
 */
const HOOKED_POOL = { fee: 500, depth: 0.01 } as const;
const STABLES = new Set(['USDC', 'USDT', 'DAI']);

/**
 * The chain's V2 pairs, V3 pools and V4 pools. Addresses and ids are computed by the Uniswap SDKs
 * exactly as the protocol computes them, so a real pool's address (USDC/WETH 0.05% on Ethereum) finds
 * its pool here.
 */
export function buildPools(chain: ChainInfo, tokens: readonly TokenRecord[]): PoolRecord[] {
  if (!chain.hasPools) return [];
  const scale = chain.name === 'ETHEREUM' ? 1 : 0.35;
  const erc20 = tokens.filter((token) => token.standard === 'ERC20');
  const bases = BASE_SYMBOLS.map((symbol) => erc20.find((token) => token.symbol === symbol)).filter(
    (token): token is TokenRecord => token !== undefined,
  );
  const native = tokens.find((token) => token.standard === 'NATIVE');
  const pools: PoolRecord[] = [];
  const add = (
    version: ProtocolVersion,
    a: TokenRecord,
    b: TokenRecord,
    fee: number,
    random: Prng,
    hook?: string,
  ) => {
    const pool = makePool(chain, version, a, b, fee, random, hook);
    if (pool && !pools.some((existing) => existing.id === pool.id)) pools.push(pool);
  };
  const random = prngFor('pools', chain.name);
  for (const [i, a] of bases.entries()) {
    for (const b of bases.slice(i + 1)) {
      for (const { fee } of FEE_TIERS) if (random.chance(0.6) || fee === 500) add('V3', a, b, fee, random);
      add('V2', a, b, V2_FEE, random);
      if (native && a.symbol === 'WETH') add('V4', native, b, random.pick([500, 3000]), random);
    }
  }
  const longTail = erc20.filter((token) => !bases.includes(token));
  const counts = { V3: Math.round(70 * scale), V2: Math.round(45 * scale), V4: Math.round(50 * scale) };
  for (const version of ['V3', 'V2', 'V4'] as const) {
    for (const token of longTail.slice(0, counts[version])) {
      const base = version === 'V4' && native && random.chance(0.5) ? native : weightedBase(bases, random);
      if (!base) continue;
      add(version, token, base, version === 'V2' ? V2_FEE : random.pick([500, 3000, 3000, 10000]), random);
    }
  }
  const usdc = bases.find((token) => token.symbol === 'USDC');
  if (chain.name === 'ETHEREUM' && native && usdc) {
    // Its own random stream: the pools drawn before and after stay as they were.
    const hooked = prngFor('hooked pool', chain.name);
    add('V4', native, usdc, HOOKED_POOL.fee, hooked, PROTOCOL_ADDRESSES.v4TestHook.toLowerCase());
  }
  // Edge-case tokens get pools too, so pool previews meet their logos and names.
  for (const token of erc20.filter((candidate) => candidate.edgeCase)) {
    const base = weightedBase(bases, random);
    if (base) add(random.pick(['V2', 'V3', 'V4'] as const), token, base, 10000, random);
  }
  return pools;
}

function weightedBase(bases: readonly TokenRecord[], random: Prng): TokenRecord | undefined {
  const roll = random.next();
  return bases[
    roll < 0.5 ? 0 : roll < 0.8 ? 1 : Math.min(bases.length - 1, 2 + Math.floor(random.next() * 3))
  ];
}

function makePool(
  chain: ChainInfo,
  version: ProtocolVersion,
  a: TokenRecord,
  b: TokenRecord,
  fee: number,
  random: Prng,
  /** A V4 hook the pool is made with, where the dataset does not draw one. */
  chosenHook?: string,
): PoolRecord | undefined {
  const sdkA = sdkCurrency(chain, a);
  const sdkB = sdkCurrency(chain, b);
  const aFirst = sortsFirst(a, b);
  const [token0, token1] = aFirst ? [a, b] : [b, a];
  const seed = `${chain.name}|${version}|${token0.id}|${token1.id}|${fee}${chosenHook ? `|${chosenHook}` : ''}`;
  const own = prngFor(seed);
  let address: string;
  let tickSpacing = tickSpacingOf(fee);
  let isDynamicFee = false;
  let hook: string | null = null;
  if (version === 'V2') {
    const factoryAddress = V2_FACTORY_ADDRESSES[chain.chainId];
    if (!factoryAddress || !(sdkA instanceof Token) || !(sdkB instanceof Token)) return undefined;
    address = computePairAddress({ factoryAddress, tokenA: sdkA, tokenB: sdkB });
  } else if (version === 'V3') {
    const factoryAddress = V3_CORE_FACTORY_ADDRESSES[chain.chainId];
    if (!factoryAddress || !(sdkA instanceof Token) || !(sdkB instanceof Token)) return undefined;
    address = computePoolAddress({ factoryAddress, tokenA: sdkA, tokenB: sdkB, fee });
  } else {
    isDynamicFee = !chosenHook && own.chance(0.15);
    hook = chosenHook ?? (own.chance(0.25) ? own.hex(20) : null);
    if (isDynamicFee) tickSpacing = 60;
    address = SdkV4Pool.getPoolId(
      sdkA,
      sdkB,
      isDynamicFee ? DYNAMIC_FEE_FLAG : fee,
      tickSpacing,
      hook ?? NO_HOOK,
    );
  }
  const depth =
    (CHAIN_DEPTH[chain.name] ?? 0.04) *
    { V2: 0.2, V3: 1, V4: 0.45 }[version] *
    (chosenHook ? HOOKED_POOL.depth : 1);
  const tvlUsd =
    ((3e8 * depth * tierWeight(token0, token1, fee)) / (1 + token0.popularity + token1.popularity) ** 1.15) *
    random.logBetween(0.3, 1.6);
  const turnover = (fee <= 500 ? 0.8 : 0.25) * own.logBetween(0.1, 2);
  const volume24h = tvlUsd * turnover;
  return {
    id: `${version}Pool:${chain.name}_${address.toLowerCase()}`,
    version,
    chain: chain.name,
    address: address.toLowerCase(),
    token0,
    token1,
    feeTier: fee,
    tickSpacing,
    isDynamicFee,
    hook,
    tvlUsd,
    token0Share: version === 'V2' ? 0.5 : own.between(0.25, 0.75),
    volume24h,
    tvlChange24h: own.between(-9, 9),
    // A year of trading at today's pace, in trades of a typical size.
    txCount: Math.round((volume24h * 365) / own.between(800, 6000)),
    createdAt: DATASET_NOW - own.int(20, { V2: 2000, V3: 1500, V4: 500 }[version]) * DAY,
    rewards: version === 'V4' && own.chance(0.2) ? rewards(own) : null,
  };
}

/**
 * Liquidity gathers where it trades best: stablecoin pairs in the 0.01% tier, majors in 0.05% and 0.3%,
 * and the flagship ETH/USDC pair deepest of all.
 */
function tierWeight(token0: TokenRecord, token1: TokenRecord, fee: number): number {
  const stablePair = [token0, token1].every((token) => STABLES.has(token.symbol ?? ''));
  const flagship =
    [token0, token1].some((token) => token.symbol === 'USDC') &&
    [token0, token1].some((token) => /^W?ETH$/.test(token.symbol ?? ''));
  const tier = stablePair ? ({ 100: 1, 500: 0.4 }[fee] ?? 0.1) : ({ 500: 1, 3000: 0.8 }[fee] ?? 0.25);
  return tier * (flagship ? 3 : 1);
}

function rewards(random: Prng): RewardsRecord {
  const total = BigInt(random.int(50_000, 2_000_000)) * 10n ** 18n;
  const distributed = (total * BigInt(random.int(5, 95))) / 100n;
  return {
    boostedApr: Math.round(random.between(4, 45) * 100) / 100,
    startTimestamp: DATASET_NOW - random.int(3, 40) * DAY,
    endTimestamp: DATASET_NOW + random.int(5, 60) * DAY,
    totalRewardAllocation: total.toString(),
    distributedRewards: distributed.toString(),
  };
}

/** V4 pools sort native ETH (address zero) first; everything else by address, as the protocol does. */
function sortsFirst(a: TokenRecord, b: TokenRecord): boolean {
  return sortKey(a) < sortKey(b);
}

function sortKey(token: TokenRecord): string {
  return token.standard === 'NATIVE' ? NO_HOOK : (token.address ?? NO_HOOK);
}

function sdkCurrency(chain: ChainInfo, token: TokenRecord): Token | Ether {
  if (token.standard === 'NATIVE') return Ether.onChain(chain.chainId);
  return new Token(chain.chainId, token.address ?? NO_HOOK, token.decimals, token.symbol ?? undefined);
}
