import { chainNamed, normalizeAddress } from '../dataset/chains.ts';
import type { Dataset } from '../dataset/dataset.ts';
import { DATASET_NOW, DAY } from '../dataset/datasetClock.ts';
import { type HistoryDuration, volumeHistory } from '../dataset/historySeries.ts';
import type { PoolRecord, ProtocolVersion } from '../dataset/pools.ts';
import { levelModel } from '../dataset/priceModel.ts';
import { type DataApiContext, pageSize, type Resolver, timestamped } from './dataApiContext.ts';
import { poolTvlUsd } from './poolHoldings.ts';
import { chainTransactionList } from './transactionLists.ts';

type TopPoolsArgs = { chain: string; first: number; tvlCursor?: number | null; tokenFilter?: string | null };
type TransactionsArgs = { chain: string; first: number; timestampCursor?: number | null };
type PairArgs = { chain: string; token0: string; token1: string };
type ProtocolArgs = { chain: string; version: ProtocolVersion };

const POOL_ID = /^0x[0-9a-fA-F]{64}$/;

export const poolQueries = {
  topV2Pairs: (_root, args, context) => topPools(context, 'V2', args),
  topV3Pools: (_root, args, context) => topPools(context, 'V3', args),
  topV4Pools: (_root, args, context) => topPools(context, 'V4', args),
  v2Pair: (_root, { chain, address }, { dataset }) =>
    onePool(dataset, chain, 'V2', normalizeAddress(address)),
  v3Pool: (_root, { chain, address }, { dataset }) =>
    onePool(dataset, chain, 'V3', normalizeAddress(address)),
  v4Pool: (_root, { chain, poolId }, { dataset }) =>
    onePool(dataset, chain, 'V4', POOL_ID.test(poolId) ? poolId.toLowerCase() : undefined),
  v2Transactions: (_root, args, context) => chainTransactions('V2', args, context),
  v3Transactions: (_root, args, context) => chainTransactions('V3', args, context),
  v4Transactions: (_root, args, context) => chainTransactions('V4', args, context),
  v3PoolsForTokenPair: (_root, args, { dataset }) => poolsForPair(dataset, 'V3', args),
  v4PoolsForTokenPair: (_root, args, { dataset }) => poolsForPair(dataset, 'V4', args),
  historicalProtocolVolume: (_root, { chain, version, duration }, { dataset }) => {
    const pools = chainPools(dataset, chain, version);
    const volume24h = pools.reduce((sum, pool) => sum + pool.volume24h, 0);
    return volumeHistory(`protocol|${chain}|${version}`, volume24h, duration).map((point) =>
      timestamped(`${chain}_${version}_volume`, point),
    );
  },
  dailyProtocolTvl: (_root, { chain, version }, { dataset }) => {
    const pools = chainPools(dataset, chain, version);
    const tvl = levelModel(
      `protocol-tvl|${chain}|${version}`,
      pools.reduce((sum, pool) => sum + pool.tvlUsd, 0),
      0.2,
    );
    const today = Math.floor(DATASET_NOW / DAY) * DAY;
    return pools.length === 0
      ? []
      : Array.from({ length: 365 }, (_, i) => {
          const timestamp = today - (364 - i) * DAY;
          return timestamped(`${chain}_${version}_tvl`, { timestamp, value: tvl.at(timestamp) });
        });
  },
  isV3SubgraphStale: (_root, { chain }) => (chainNamed(chain) ? false : null),
} satisfies {
  topV2Pairs: Resolver<unknown, TopPoolsArgs>;
  topV3Pools: Resolver<unknown, TopPoolsArgs>;
  topV4Pools: Resolver<unknown, TopPoolsArgs>;
  v2Pair: Resolver<unknown, { chain: string; address: string }>;
  v3Pool: Resolver<unknown, { chain: string; address: string }>;
  v4Pool: Resolver<unknown, { chain: string; poolId: string }>;
  v2Transactions: Resolver<unknown, TransactionsArgs>;
  v3Transactions: Resolver<unknown, TransactionsArgs>;
  v4Transactions: Resolver<unknown, TransactionsArgs>;
  v3PoolsForTokenPair: Resolver<unknown, PairArgs>;
  v4PoolsForTokenPair: Resolver<unknown, PairArgs>;
  historicalProtocolVolume: Resolver<unknown, ProtocolArgs & { duration: HistoryDuration }>;
  dailyProtocolTvl: Resolver<unknown, ProtocolArgs>;
  isV3SubgraphStale: Resolver<unknown, { chain: string }>;
};

function chainPools(dataset: Dataset, chain: string, version: ProtocolVersion): PoolRecord[] {
  const known = chainNamed(chain);
  return known ? dataset.pools(known.name, version) : [];
}

/**
 * Pools by TVL, highest first; the cursor is the last TVL the caller saw, the filter a token address.
 * The TVL is the one the pool reports (on-chain holdings where the chain has the pool); the dataset's
 * pools come sorted by its own TVL, so without a chain the (stable) sort changes nothing.
 */
function topPools(context: DataApiContext, version: ProtocolVersion, args: TopPoolsArgs): PoolRecord[] {
  const size = pageSize(args.first, 20);
  const filter = args.tokenFilter ? normalizeAddress(args.tokenFilter) : undefined;
  if (args.tokenFilter && !filter) return [];
  return chainPools(context.dataset, args.chain, version)
    .filter((pool) => !filter || pool.token0.address === filter || pool.token1.address === filter)
    .map((pool) => ({ pool, tvl: poolTvlUsd(pool, context) }))
    .sort((a, b) => b.tvl - a.tvl)
    .filter(({ tvl }) => args.tvlCursor == null || tvl < args.tvlCursor)
    .slice(0, size)
    .map(({ pool }) => pool);
}

function onePool(dataset: Dataset, chain: string, version: ProtocolVersion, address: string | undefined) {
  const known = chainNamed(chain);
  return (known && address && dataset.pool(known.name, version, address)) || null;
}

function chainTransactions(version: ProtocolVersion, args: TransactionsArgs, context: DataApiContext) {
  const known = chainNamed(args.chain);
  if (!known) return [];
  return chainTransactionList(known.name, version, args, context);
}

function poolsForPair(dataset: Dataset, version: ProtocolVersion, { chain, token0, token1 }: PairArgs) {
  const pair = new Set([pairKey(token0), pairKey(token1)]);
  return chainPools(dataset, chain, version).filter(
    (pool) =>
      pair.has(pairKey(pool.token0.address)) && pair.has(pairKey(pool.token1.address)) && pair.size === 2,
  );
}

/** The native token has no address; callers name it by the zero address or leave it out. */
function pairKey(address: string | null | undefined): string {
  return normalizeAddress(address) ?? '0x0000000000000000000000000000000000000000';
}
