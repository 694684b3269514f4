import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { createDataset, type Dataset } from './dataset.ts';
import type { PoolRecord } from './pools.ts';
import { TOKEN_LAUNCHES, type TokenLaunchRecord } from './tokenLaunches.ts';
import type { TokenRecord } from './tokens.ts';

/** Why a pool the explore pages show cannot be traded on the local chain. */
export type ReadOnlyReason =
  /**
   * Its hook is third-party code no package ships: we cannot deploy it, so the pool cannot exist here.
   * (The one hook the chain runs is v4-core's test hook, `PROTOCOL_ADDRESSES.v4TestHook`.)
   */
  | 'third-party hook'
  /** A dynamic fee needs a hook to set it; V4 refuses such a pool without one. */
  | 'dynamic fee without hook'
  /** Outside the seeded set (the top pools by TVL and every pool among the top tokens). */
  | 'not seeded';

export type PoolTradability = { tradable: true } | { tradable: false; reason: ReadOnlyReason };

/** How many of the chain's largest pools (by TVL) are seeded, whatever their tokens. */
const TOP_POOLS = 20;
/** Every pool between two of this many most popular tokens is seeded too. */
const TOP_TOKENS = 10;
/** Tokens seeded (funded to the dev account) even without a seeded pool: the token pages' top tokens. */
const TOP_TOKENS_SEEDED = 20;

export interface LocalChainMarket {
  dataset: Dataset;
  /** The Ethereum pools the local chain holds, largest TVL first. */
  pools: readonly PoolRecord[];
  /** The seeded tokens: the top tokens and those of the seeded pools, funded to the dev account. */
  tokens: readonly TokenRecord[];
  /**
   * Every ERC-20 of the dataset's Ethereum list, deployed at its mainnet address (WETH is WETH9 itself),
   * so any token the app can show has a contract to read, even without a pool.
   */
  listedTokens: readonly TokenRecord[];
  /** The price the dataset gives a pool: token1 per token0, in whole tokens. */
  price(pool: PoolRecord): number;
  usdPrice(token: TokenRecord): number;
  tradability(pool: PoolRecord): PoolTradability;
  /** The token launches, each deployed with its auction and seeded bids. */
  tokenLaunches: readonly TokenLaunchRecord[];
}

/**
 * The dataset's Ethereum market as the local chain holds it: what `startLocalChain` is seeded with (a
 * `LocalChainSeed`, chain/localChainSeed.ts), handed in by its callers (scripts/chain.ts, the tests),
 * since chain/ knows no dataset. Pure and deterministic: seeding from the very records the Data API
 * serves is what makes an explore page's pool the pool a swap trades against (same address or V4 id,
 * same price, TVL in proportion), and tests can ask it which pools trade and which are read-only.
 */
export function localChainMarket(dataset: Dataset = createDataset()): LocalChainMarket {
  const all = dataset.pools('ETHEREUM');
  const topTokens = new Set(dataset.tokensOn('ETHEREUM').slice(0, TOP_TOKENS));
  const chosen = all.filter(
    (pool, rank) => rank < TOP_POOLS || (topTokens.has(pool.token0) && topTokens.has(pool.token1)),
  );
  const pools = chosen.filter((pool) => readOnlyReason(pool) === undefined);
  const seeded = new Set(pools.map((pool) => pool.id));
  const tokens = new Set<TokenRecord>(
    dataset
      .tokensOn('ETHEREUM')
      .filter((token) => token.standard === 'ERC20')
      .slice(0, TOP_TOKENS_SEEDED),
  );
  for (const pool of pools) {
    for (const token of [pool.token0, pool.token1]) if (token.standard === 'ERC20') tokens.add(token);
  }
  return {
    dataset,
    pools,
    tokens: [...tokens],
    listedTokens: dataset.tokensOn('ETHEREUM').filter((token) => token.standard === 'ERC20'),
    price: (pool) => dataset.usdPrice(pool.token0) / dataset.usdPrice(pool.token1),
    usdPrice: (token) => dataset.usdPrice(token),
    tokenLaunches: TOKEN_LAUNCHES,
    tradability(pool) {
      if (seeded.has(pool.id)) return { tradable: true };
      return { tradable: false, reason: readOnlyReason(pool) ?? 'not seeded' };
    },
  };
}

function readOnlyReason(pool: PoolRecord): ReadOnlyReason | undefined {
  if (pool.hook && pool.hook !== PROTOCOL_ADDRESSES.v4TestHook.toLowerCase()) return 'third-party hook';
  if (pool.isDynamicFee) return 'dynamic fee without hook';
  return undefined;
}
