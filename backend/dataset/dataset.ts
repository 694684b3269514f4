import type { ActivitySources } from './activitySources.ts';
import { type AssetActivityRecord, assetActivities } from './assetActivities.ts';
import { CHAINS, type ChainInfo, type ChainName, chainNamed, normalizeAddress } from './chains.ts';
import { latestTransactions, type TransactionPage } from './latestTransactions.ts';
import { type ProjectMarketRecord, projectMarket } from './markets.ts';
import {
  collectionActivity,
  collectionAssets,
  type NftActivityRecord,
  type NftAssetRecord,
  nftAsset,
} from './nftAssets.ts';
import { buildNftCollections, type NftCollectionRecord } from './nftCollections.ts';
import { buildPools, type PoolRecord, type ProtocolVersion } from './pools.ts';
import type { PoolTransactionRecord } from './poolTransactions.ts';
import {
  type NftHoldingRecord,
  type PortfolioSources,
  type TokenBalanceRecord,
  walletBalances,
  walletNfts,
} from './portfolios.ts';
import { buildProject, type ProjectRecord } from './projects.ts';
import { poolTicks, type TickRecord } from './ticks.ts';
import { buildTokens, type TokenRecord } from './tokens.ts';

export type Dataset = ReturnType<typeof createDataset>;

/**
 * The whole market as one object. Tokens are built up front (a few milliseconds); everything else is
 * made on first use and kept, so start-up stays fast and a chain nobody asks about costs nothing.
 */
export function createDataset() {
  const tokensByChain = buildTokens();
  const tokenIndex = new Map<string, TokenRecord>();
  const tokensByProject = new Map<string, TokenRecord[]>();
  for (const tokens of tokensByChain.values()) {
    for (const token of tokens) {
      tokenIndex.set(`${token.chain}:${token.address ?? 'native'}`, token);
      tokensByProject.set(token.projectKey, [...(tokensByProject.get(token.projectKey) ?? []), token]);
    }
  }
  const projects = memo((key: string) => buildProject(key, tokensByProject.get(key) ?? []));
  const markets = memo((key: string): ProjectMarketRecord => projectMarket(key, projects(key).lead));
  const usdPrice = (token: TokenRecord) => markets(token.projectKey).price.now;

  const poolsByChain = memo((chain: ChainName) => {
    const info = chainNamed(chain) as ChainInfo;
    const pools = buildPools(info, tokensByChain.get(chain) ?? []).sort((a, b) => b.tvlUsd - a.tvlUsd);
    const byAddress = new Map(pools.map((pool) => [`${pool.version}:${pool.address}`, pool]));
    const tvlByToken = new Map<string, number>();
    for (const pool of pools) {
      for (const [token, share] of [
        [pool.token0, pool.token0Share],
        [pool.token1, 1 - pool.token0Share],
      ] as const) {
        tvlByToken.set(token.id, (tvlByToken.get(token.id) ?? 0) + pool.tvlUsd * share);
      }
    }
    return { pools, byAddress, tvlByToken };
  });
  const poolById = new Map<string, PoolRecord>();
  const ticksOfPool = memo((poolId: string): TickRecord[] => {
    const pool = poolById.get(poolId);
    return pool ? poolTicks(pool, usdPrice(pool.token0) / usdPrice(pool.token1)) : [];
  });

  const collections = lazy(buildNftCollections);
  const collectionByAddress = lazy(
    () => new Map(collections().map((collection) => [collection.address, collection])),
  );
  const assetsOf = memo((address: string) => {
    const collection = collectionByAddress().get(address);
    return collection ? collectionAssets(collection) : [];
  });
  const allAssets = lazy(() =>
    collections().flatMap((collection) => assetsOf(collection.address).slice(0, 24)),
  );
  const activityOf = memo((address: string) => {
    const collection = collectionByAddress().get(address);
    return collection ? collectionActivity(collection, assetsOf(address)) : [];
  });
  const allActivity = lazy(() =>
    collections()
      .flatMap((collection) => activityOf(collection.address))
      .sort((a, b) => b.timestamp - a.timestamp),
  );
  // A wallet's balances and its history are made from the same sources.
  const wallet: PortfolioSources & ActivitySources = {
    chains: CHAINS.map((chain) => chain.name),
    tokensOn: (chain) => tokensByChain.get(chain) ?? [],
    usdPrice,
    nftAssets: allAssets,
  };
  const balancesOf = memo((owner: string) => walletBalances(owner, wallet));
  // Who holds what: every asset the collections show, by owner.
  const assetsByOwner = lazy(() => {
    const byOwner = new Map<string, NftAssetRecord[]>();
    for (const collection of collections()) {
      for (const asset of assetsOf(collection.address)) {
        const owner = asset.owner.toLowerCase();
        byOwner.set(owner, [...(byOwner.get(owner) ?? []), asset]);
      }
    }
    return byOwner;
  });
  const nftsOf = memo((owner: string) => walletNfts(owner, assetsByOwner().get(owner.toLowerCase()) ?? []));
  const activitiesOf = memo((owner: string) => assetActivities(owner, wallet));

  function pools(chain: ChainName, version?: ProtocolVersion): PoolRecord[] {
    const { pools: all } = poolsByChain(chain);
    for (const pool of all) poolById.set(pool.id, pool);
    return version ? all.filter((pool) => pool.version === version) : all;
  }

  return {
    chains: CHAINS,
    tokensOn: (chain: ChainName): readonly TokenRecord[] => tokensByChain.get(chain) ?? [],
    /** A token by chain and address; a missing address, `NATIVE` or the zero address mean the native token. */
    token(chain: ChainName, address: string | null | undefined): TokenRecord | undefined {
      const native = !address || /^native$/i.test(address) || /^0x0{40}$/.test(address);
      if (native) return (tokensByChain.get(chain) ?? []).find((token) => token.standard === 'NATIVE');
      const normalized = normalizeAddress(address);
      return normalized ? tokenIndex.get(`${chain}:${normalized}`) : undefined;
    },
    project: (token: TokenRecord): ProjectRecord => projects(token.projectKey),
    market: (token: TokenRecord): ProjectMarketRecord => markets(token.projectKey),
    usdPrice,
    tokenTvl: (token: TokenRecord): number => poolsByChain(token.chain).tvlByToken.get(token.id) ?? 0,
    pools,
    pool(chain: ChainName, version: ProtocolVersion, address: string): PoolRecord | undefined {
      pools(chain);
      return poolsByChain(chain).byAddress.get(`${version}:${address.toLowerCase()}`);
    },
    /** Transactions are live: the page's instant decides which have happened (see `tradeSchedule.ts`). */
    poolTransactions: (pool: PoolRecord, page: TransactionPage): PoolTransactionRecord[] =>
      latestTransactions([pool], page, usdPrice),
    chainTransactions: (
      chain: ChainName,
      version: ProtocolVersion,
      page: TransactionPage,
    ): PoolTransactionRecord[] => latestTransactions(pools(chain, version), page, usdPrice),
    /** Transactions of every pool of `version` that trades the token. */
    tokenTransactions: (
      token: TokenRecord,
      version: ProtocolVersion,
      page: TransactionPage,
    ): PoolTransactionRecord[] =>
      latestTransactions(
        pools(token.chain, version).filter((pool) => pool.token0 === token || pool.token1 === token),
        page,
        usdPrice,
      ),
    ticks: (pool: PoolRecord): readonly TickRecord[] => ticksOfPool(pool.id),
    nftCollections: (): readonly NftCollectionRecord[] => collections(),
    nftCollection: (address: string): NftCollectionRecord | undefined =>
      collectionByAddress().get(address.toLowerCase()),
    /** A collection's assets the dataset lists (a fixed sample of its token ids). */
    nftAssetsOf: (collection: NftCollectionRecord): readonly NftAssetRecord[] => assetsOf(collection.address),
    nftAsset: (collection: NftCollectionRecord, tokenId: string): NftAssetRecord | undefined =>
      nftAsset(collection, tokenId),
    nftActivity: (collection?: NftCollectionRecord): readonly NftActivityRecord[] =>
      collection ? activityOf(collection.address) : allActivity(),
    /** Owner-derived wallets; the owner must already be a normalized address. */
    balances: (owner: string): readonly TokenBalanceRecord[] => balancesOf(owner),
    nftHoldings: (owner: string): readonly NftHoldingRecord[] => nftsOf(owner),
    activities: (owner: string): readonly AssetActivityRecord[] => activitiesOf(owner),
  };
}

function lazy<V>(make: () => V): () => V {
  let value: V | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

function memo<K, V>(make: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = make(key);
      cache.set(key, value);
    }
    return value;
  };
}
