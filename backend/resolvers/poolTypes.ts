import { DATASET_NOW } from '../dataset/datasetClock.ts';
import {
  type HistoryDuration,
  levelHistory,
  SPAN_OF,
  volumeBetween,
  volumeHistory,
} from '../dataset/historySeries.ts';
import type { PoolRecord } from '../dataset/pools.ts';
import type { PoolTransactionRecord } from '../dataset/poolTransactions.ts';
import type { LevelModel } from '../dataset/priceModel.ts';
import { pageSize, type Resolver, timestamped, usd } from './dataApiContext.ts';
import { poolTokenSupply, poolTvlUsd } from './poolHoldings.ts';
import { poolTransactionList } from './transactionLists.ts';

type Duration = { duration: HistoryDuration };

/**
 * Fields V2 pairs, V3 pools and V4 pools share (the schema's IPool, plus V4's pool id). A pool the
 * indexed chain holds reports what it holds there and its price there (`ChainPoolState`), valued at the
 * dataset's token prices; any other pool, the dataset's model.
 */
const pool = {
  protocolVersion: (p) => p.version,
  createdAtTimestamp: (p) => p.createdAt,
  totalLiquidity: (p, _args, context) => usd(`${p.id}_tvl`, poolTvlUsd(p, context)),
  totalLiquidityPercentChange24h: (p) => usd(`${p.id}_tvlChange`, p.tvlChange24h),
  token0Supply: (p, _args, context) => poolTokenSupply(p, 0, context),
  token1Supply: (p, _args, context) => poolTokenSupply(p, 1, context),
  cumulativeVolume: (p, { duration }) =>
    usd(
      `${p.id}_volume_${duration}`,
      volumeBetween(p.id, p.volume24h, DATASET_NOW - SPAN_OF[duration], DATASET_NOW),
    ),
  historicalVolume: (p, { duration }) =>
    volumeHistory(p.id, p.volume24h, duration).map((point) => timestamped(`${p.id}_volume`, point)),
  priceHistory: (p, { duration }, { dataset, chain }) => {
    const marketRatio = (t: number) =>
      dataset.market(p.token0).price.at(t) / dataset.market(p.token1).price.at(t);
    const marketNow = dataset.usdPrice(p.token0) / dataset.usdPrice(p.token1);
    const chainPrice = chain.poolState(p)?.token0Price;
    // A pool on the chain: the market's curve, scaled to end exactly at the chain's price.
    const ratio: LevelModel =
      chainPrice === undefined
        ? { now: marketNow, at: marketRatio }
        : { now: chainPrice, at: (t) => chainPrice * (marketRatio(t) / marketNow) };
    return levelHistory(ratio, duration).map((point) => ({
      id: `TimestampedPoolPrice:${p.id}_${point.timestamp}`,
      timestamp: point.timestamp,
      token0Price: point.value,
      token1Price: 1 / point.value,
    }));
  },
  transactions: (p, args, context) => poolTransactionList(p, args, context),
} satisfies {
  protocolVersion: Resolver<PoolRecord>;
  createdAtTimestamp: Resolver<PoolRecord>;
  totalLiquidity: Resolver<PoolRecord>;
  totalLiquidityPercentChange24h: Resolver<PoolRecord>;
  token0Supply: Resolver<PoolRecord>;
  token1Supply: Resolver<PoolRecord>;
  cumulativeVolume: Resolver<PoolRecord, Duration>;
  historicalVolume: Resolver<PoolRecord, Duration>;
  priceHistory: Resolver<PoolRecord, Duration>;
  transactions: Resolver<PoolRecord, { first: number; timestampCursor?: number | null }>;
};

const concentrated = {
  ...pool,
  ticks: (p, { skip, first }, { dataset }) => {
    const start = Math.max(0, skip ?? 0);
    return dataset.ticks(p).slice(start, start + pageSize(first, 1000));
  },
} satisfies { ticks: Resolver<PoolRecord, { skip?: number | null; first?: number | null }> };

const v4Pool = {
  ...concentrated,
  poolId: (p) => p.address,
  hook: (p) => p.hook && { id: `V4PoolHook:${p.chain}_${p.hook}`, address: p.hook },
  rewardsCampaign: (p) => p.rewards && { id: `RewardsCampaign:${p.id}`, ...p.rewards },
} satisfies {
  poolId: Resolver<PoolRecord>;
  hook: Resolver<PoolRecord>;
  rewardsCampaign: Resolver<PoolRecord>;
};

const poolTransaction = {
  protocolVersion: (t) => t.version,
  usdValue: (t) => usd(`${t.id}_usd`, t.usdValue),
  token0: (t) => t.pool.token0,
  token1: (t) => t.pool.token1,
} satisfies {
  protocolVersion: Resolver<PoolTransactionRecord>;
  usdValue: Resolver<PoolTransactionRecord>;
  token0: Resolver<PoolTransactionRecord>;
  token1: Resolver<PoolTransactionRecord>;
};

export const poolResolvers = {
  V2Pair: pool,
  V3Pool: concentrated,
  V4Pool: v4Pool,
  PoolTransaction: poolTransaction,
};
