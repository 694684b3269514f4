import useSWR from 'swr';
import type { Address } from 'viem';
import type { LiquidityVersion } from '../../../liquidity/liquidityPlan.ts';
import type { SwapCurrency } from '../../../trading/swapCurrency.ts';

/** The SDKs' tick and position math, and the chain reads: loaded after the page is interactive. */
const loadLiquidityMath = () =>
  Promise.all([
    import('../../../liquidity/priceRange.ts'),
    import('../../../liquidity/depositAmounts.ts'),
    import('./shownPrices.ts'),
  ]).then(([range, deposit, shown]) => ({ ...range, ...deposit, ...shown }));
const loadCreateChainReads = () => import('./createChainReads.ts');

export type LiquidityMath = Awaited<ReturnType<typeof loadLiquidityMath>>;

export function useLiquidityMath(): LiquidityMath | undefined {
  return useSWR('liquidity-math', loadLiquidityMath, { revalidateOnFocus: false }).data;
}

/** The pool a position would go into, as the chain has it now (refreshed every few seconds). */
export function useCreatePool(
  version: LiquidityVersion,
  currencyA: SwapCurrency | undefined,
  currencyB: SwapCurrency | undefined,
  fee: number,
  hooks: Address | undefined,
) {
  const key =
    currencyA && currencyB
      ? ['create-pool', version, currencyA.address ?? 'ETH', currencyB.address ?? 'ETH', fee, hooks ?? '']
      : null;
  return useSWR(
    key,
    async () =>
      (await loadCreateChainReads()).readCreatePool(
        version,
        currencyA as SwapCurrency,
        currencyB as SwapCurrency,
        fee,
        hooks,
      ),
    { refreshInterval: 4_000 },
  );
}
