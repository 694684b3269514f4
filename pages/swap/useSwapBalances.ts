import useSWR from 'swr';
import type { Address } from 'viem';
import { currencyKey, type SwapCurrency } from '../../trading/swapCurrency.ts';
import { loadSwapChainReads } from './loadSwapChainReads.ts';

const BALANCE_REFRESH_MS = 10_000;

/** The connected account's balances of some currencies, read from the chain and kept fresh. */
export function useSwapBalances(
  owner: Address | undefined,
  currencies: readonly (SwapCurrency | undefined)[],
) {
  const listed = currencies.filter((currency): currency is SwapCurrency => currency !== undefined);
  const swr = useSWR(
    owner && listed.length > 0 ? ['swap-balances', owner, ...listed.map(currencyKey)] : null,
    async () => {
      const balances = await (await loadSwapChainReads()).balances(owner as Address, listed);
      return new Map(listed.map((currency, index) => [currencyKey(currency), balances[index]]));
    },
    { refreshInterval: BALANCE_REFRESH_MS, keepPreviousData: true },
  );
  return {
    balanceOf: (currency: SwapCurrency | undefined) =>
      currency ? swr.data?.get(currencyKey(currency)) : undefined,
    isLoading: swr.data === undefined && !swr.error,
    refresh: () => swr.mutate(),
  };
}
