import type { Chain } from '../chains.ts';
import { DEFAULT_FEE_TIER } from '../feeTier.ts';
import { type ProtocolVersion, type ResultOf, readFragment } from '../graphql.ts';
import type { V2PairDetails, V3PoolDetails, V4PoolDetails } from '../operations/poolDetails.ts';
import { PoolTokenSummary } from '../operations/poolTokenSummary.ts';
import type { TopV2Pairs, TopV3Pools, TopV4Pools } from '../operations/topPools.ts';

export type PoolToken = ResultOf<typeof PoolTokenSummary>;

/** A pool of any version, as tables and pool pages show it. */
export interface PoolRow {
  id: string;
  chain: Chain | undefined;
  version: ProtocolVersion;
  /** V2/V3 contract address or V4 pool id: the pool's URL segment. */
  address: string;
  /** In hundredths of a basis point (500 = 0.05%). */
  feeTier: number;
  isDynamicFee: boolean;
  hookAddress: string | undefined;
  tvl: number | undefined;
  tvlChange24h: number | undefined;
  volume24h: number | undefined;
  volume30d: number | undefined;
  txCount: number | undefined;
  token0: PoolToken | undefined;
  token1: PoolToken | undefined;
  token0Supply: number | undefined;
  token1Supply: number | undefined;
  /** Fees earned over a year at today's volume, as a percentage of TVL. */
  apr: number | undefined;
  rewards: V4Rewards | undefined;
}

type V4Rewards = NonNullable<ResultOf<typeof V4PoolDetails>['rewardsCampaign']>;
type AnyPool =
  | NonNullable<ResultOf<typeof TopV4Pools>['topV4Pools']>[number]
  | NonNullable<ResultOf<typeof TopV3Pools>['topV3Pools']>[number]
  | NonNullable<ResultOf<typeof TopV2Pairs>['topV2Pairs']>[number]
  | ResultOf<typeof V4PoolDetails>
  | ResultOf<typeof V3PoolDetails>
  | ResultOf<typeof V2PairDetails>;

/** One shape for the three pool types of the Data API. */
export function toPoolRow(pool: AnyPool): PoolRow {
  const version = pool.protocolVersion as ProtocolVersion;
  const feeTier = 'feeTier' in pool && pool.feeTier != null ? pool.feeTier : DEFAULT_FEE_TIER;
  const tvl = pool.totalLiquidity?.value;
  const volume24h = pool.volume24h?.value;
  const rewards = 'rewardsCampaign' in pool ? (pool.rewardsCampaign ?? undefined) : undefined;
  return {
    id: pool.id,
    chain: 'chain' in pool ? pool.chain : undefined,
    version,
    address: ('poolId' in pool ? pool.poolId : pool.address).toLowerCase(),
    feeTier,
    isDynamicFee: 'isDynamicFee' in pool && pool.isDynamicFee === true,
    hookAddress: 'hook' in pool ? pool.hook?.address : undefined,
    tvl,
    tvlChange24h:
      'totalLiquidityPercentChange24h' in pool ? pool.totalLiquidityPercentChange24h?.value : undefined,
    volume24h,
    volume30d: pool.volume30d?.value,
    txCount: pool.txCount ?? undefined,
    token0: pool.token0 ? readFragment(PoolTokenSummary, pool.token0) : undefined,
    token1: pool.token1 ? readFragment(PoolTokenSummary, pool.token1) : undefined,
    token0Supply: 'token0Supply' in pool ? (pool.token0Supply ?? undefined) : undefined,
    token1Supply: 'token1Supply' in pool ? (pool.token1Supply ?? undefined) : undefined,
    apr: tvl && volume24h !== undefined ? ((volume24h * (feeTier / 1_000_000) * 365) / tvl) * 100 : undefined,
    rewards: rewards as V4Rewards | undefined,
  };
}

/** Largest TVL first, as the explore pools table lists them. */
export function byTvlDescending(a: PoolRow, b: PoolRow): number {
  return (b.tvl ?? 0) - (a.tvl ?? 0);
}
