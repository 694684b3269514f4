import useSWR from 'swr';
import type { Address, Hex } from 'viem';
import type { LiquidityByPrice } from '../../protocol/liquidityByPrice.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';

/** A V3 pool (its contract) or a V4 pool (its id) as the chain knows it, with its tick spacing. */
export interface ChainPool {
  version: 'v3' | 'v4';
  /** The V3 pool contract or the V4 pool id. */
  address: string;
  tickSpacing: number;
}

/** The tick reads and the chain client: loaded with the chart, not with the page. */
const loadPoolTickReads = () =>
  Promise.all([
    import('../../protocol/poolTicks.ts'),
    import('../../protocol/liquidityByPrice.ts'),
    import('../../wallet/appChainClient.ts'),
  ]).then(([reads, chart, client]) => ({ ...reads, ...chart, ...client }));

/**
 * A pool's liquidity by price as the chain has it now (V3 through TickLens, V4 through StateView's
 * tick bitmap), for the position page's and the create page's charts; refreshed as trades move it.
 * `null`: the pool has no price on the chain.
 */
export function usePoolLiquidity(pool: ChainPool | undefined) {
  const chain = useTradingChain();
  return useSWR(
    pool ? ['pool-liquidity', chain.id, pool.version, pool.address.toLowerCase(), pool.tickSpacing] : null,
    async (): Promise<LiquidityByPrice | null> => {
      const { version, address, tickSpacing } = pool as ChainPool;
      const { readV3PoolTicks, readV4PoolTicks, liquidityByPrice, chainClientOf } = await loadPoolTickReads();
      const client = chainClientOf(chain);
      const ticks =
        version === 'v3'
          ? await readV3PoolTicks(client, address as Address, tickSpacing)
          : await readV4PoolTicks(client, address as Hex, tickSpacing);
      return ticks ? liquidityByPrice(ticks) : null;
    },
    { refreshInterval: 12_000, revalidateOnFocus: false },
  );
}
