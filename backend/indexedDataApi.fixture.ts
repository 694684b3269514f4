import { type LocalChain, startLocalChain } from '../chain/startLocalChain.ts';
import type { LocalChainMarket } from './dataset/localChainMarket.ts';
import type { PoolRecord, ProtocolVersion } from './dataset/pools.ts';
import { type ChainIndexer, startChainIndexer } from './indexer/chainIndexer.ts';
import { createDataApi, type DataApi, type DataApiOptions } from './yoga.ts';

export interface IndexedDataApi {
  chain: LocalChain;
  indexer: ChainIndexer;
  api: DataApi;
  stop(): Promise<void>;
}

/**
 * What the backend's chain tests ask: a fresh local chain seeded with `market`, its indexer caught
 * up, and the Data API over both (`clock` as served unless a test stops it).
 */
export async function startIndexedDataApi(
  market: LocalChainMarket,
  options: Pick<DataApiOptions, 'clock'> = {},
): Promise<IndexedDataApi> {
  const chain = await startLocalChain({ port: 0, seed: market });
  const indexer = startChainIndexer({ rpcUrl: chain.url, dataset: market.dataset, log: () => {} });
  await indexer.caughtUp;
  const api = createDataApi({ dataset: market.dataset, chain: indexer, ...options });
  return {
    chain,
    indexer,
    api,
    stop: async () => {
      await indexer.stop();
      await chain.stop();
    },
  };
}

/** The market's USDC/WETH pool of a version and fee tier (every seeded market has them). */
export function usdcWethPool(
  market: LocalChainMarket,
  version: ProtocolVersion,
  feeTier: number,
): PoolRecord {
  return seededPool(
    market,
    (pool) =>
      pool.version === version &&
      pool.feeTier === feeTier &&
      pool.token0.symbol === 'USDC' &&
      pool.token1.symbol === 'WETH',
  );
}

/** The market's V4 pool of native ETH and USDC. */
export function ethUsdcV4Pool(market: LocalChainMarket): PoolRecord {
  return seededPool(
    market,
    (pool) => pool.version === 'V4' && pool.token0.standard === 'NATIVE' && pool.token1.symbol === 'USDC',
  );
}

function seededPool(market: LocalChainMarket, matches: (pool: PoolRecord) => boolean): PoolRecord {
  const pool = market.pools.find(matches);
  if (!pool) throw new Error('The local chain market seeds no such pool');
  return pool;
}
