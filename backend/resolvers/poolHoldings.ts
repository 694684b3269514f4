import type { PoolRecord } from '../dataset/pools.ts';
import type { TokenRecord } from '../dataset/tokens.ts';
import type { DataApiContext } from './dataApiContext.ts';

type Sources = Pick<DataApiContext, 'dataset' | 'chain'>;

/**
 * A pool's TVL in USD: what it holds on the indexed chain (`ChainPoolState`) at the dataset's token
 * prices, or the dataset's model of a pool the chain does not hold. Lists sort by the same figure
 * they print, so a pool a trader filled or drained moves in the top pools.
 */
export function poolTvlUsd(pool: PoolRecord, { dataset, chain }: Sources): number {
  const state = chain.poolState(pool);
  if (!state) return pool.tvlUsd;
  return (
    wholeTokens(state.token0Locked, pool.token0) * dataset.usdPrice(pool.token0) +
    wholeTokens(state.token1Locked, pool.token1) * dataset.usdPrice(pool.token1)
  );
}

/** Whole tokens of one side the pool holds: on the chain, or the dataset's share of its TVL. */
export function poolTokenSupply(pool: PoolRecord, side: 0 | 1, { dataset, chain }: Sources): number {
  const token = side === 0 ? pool.token0 : pool.token1;
  const state = chain.poolState(pool);
  if (state) return wholeTokens(side === 0 ? state.token0Locked : state.token1Locked, token);
  const share = side === 0 ? pool.token0Share : 1 - pool.token0Share;
  return (pool.tvlUsd * share) / dataset.usdPrice(token);
}

/** Whole tokens as a float: for figures (TVL, supplies), never for a quantity the API prints. */
function wholeTokens(raw: bigint, token: TokenRecord): number {
  return Number(raw) / 10 ** token.decimals;
}
