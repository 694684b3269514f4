import { DEFAULT_CHAIN } from '../../../data/chains.ts';
import type { PoolRow } from '../../../data/hooks/poolRow.ts';
import { useDataApiLoader } from '../../../data/hooks/useDataApiQuery.ts';
import { loadTopPools } from '../../../data/hooks/useTopPools.ts';
import { poolHook } from '../../../data/poolReadOnly.ts';
import type { LiquidityVersion } from '../../../liquidity/liquidityPlan.ts';
import type { SwapCurrency } from '../../../trading/swapCurrency.ts';
import { tradingChain } from '../../../wallet/tradingChain.ts';

/** The pools of one pair at one version the Data API lists: each fee tier's share of their liquidity. */
export interface FeeTierShares {
  /** Share of the pair's liquidity (0 to 1) per fee tier; a tier absent has no pool listed. */
  shares: ReadonlyMap<number, number>;
  /** The hooks of the pair's V4 pools per fee tier (V4 keeps a pool per hook at each tier). */
  hooks: ReadonlyMap<number, readonly string[]>;
  /** The pool the Data API knows per fee tier (its page's address), for its liquidity chart. */
  pools: ReadonlyMap<number, PoolRow>;
}

/**
 * The spec's fee-tier distribution: how the liquidity of a pair is spread over its fee tiers, from
 * the Data API's top pools holding the first token (what a person adding liquidity weighs a tier by).
 */
export function useFeeTierShares(
  version: LiquidityVersion,
  currencyA: SwapCurrency | undefined,
  currencyB: SwapCurrency | undefined,
) {
  const ready = currencyA && currencyB && version !== 'v2';
  return useDataApiLoader<FeeTierShares>(
    ready ? `fee-tier-shares:${version}:${key(currencyA)}:${key(currencyB)}` : null,
    async () => {
      // Filter by a token the pools list by address: V4 lists ETH itself, under no address.
      const [listed, other] =
        (currencyA as SwapCurrency).address === null
          ? [currencyB as SwapCurrency, currencyA as SwapCurrency]
          : [currencyA as SwapCurrency, currencyB as SwapCurrency];
      const page = await loadTopPools(DEFAULT_CHAIN.chain, poolAddress(listed), undefined);
      const otherAddress = poolAddress(other);
      const pools = page.rows.filter(
        (pool) =>
          pool.version === version.toUpperCase() &&
          [pool.token0?.address, pool.token1?.address].some((address) => sameToken(address, otherAddress)),
      );
      const total = pools.reduce((sum, pool) => sum + (pool.tvl ?? 0), 0);
      const shares = new Map<number, number>();
      const byTier = new Map<number, PoolRow>();
      const hooks = new Map<number, string[]>();
      for (const pool of pools) {
        shares.set(pool.feeTier, (shares.get(pool.feeTier) ?? 0) + (total > 0 ? (pool.tvl ?? 0) / total : 0));
        if (!byTier.has(pool.feeTier)) byTier.set(pool.feeTier, pool);
        const hook = poolHook(pool.hookAddress);
        if (hook) hooks.set(pool.feeTier, [...(hooks.get(pool.feeTier) ?? []), hook]);
      }
      return { shares, hooks, pools: byTier };
    },
  );
}

/** How the Data API names a currency in pools: ETH's pools are listed under WETH. */
function poolAddress(currency: SwapCurrency): string {
  return (currency.address ?? tradingChain().protocol.weth9).toLowerCase();
}

function sameToken(address: string | null | undefined, other: string): boolean {
  return (address ?? tradingChain().protocol.weth9).toLowerCase() === other;
}

function key(currency: SwapCurrency | undefined): string {
  return currency?.address?.toLowerCase() ?? 'ETH';
}
