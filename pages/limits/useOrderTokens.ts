import useSWR from 'swr';
import type { LimitOrderSummary } from '../../data/limitOrderApi.ts';
import type { SwapCurrency } from '../../trading/swapCurrency.ts';
import { resolveSwapCurrency } from '../swap/resolveSwapCurrency.ts';
import { swapCurrencyOfChainToken } from '../swap/swapCurrencyOf.ts';

/** The tokens the orders trade, by lower-case address: the Data API's, else their contracts' own words. */
export function useOrderTokens(orders: readonly LimitOrderSummary[] | undefined) {
  const addresses = [
    ...new Set((orders ?? []).flatMap((o) => [o.inputToken.toLowerCase(), o.outputToken.toLowerCase()])),
  ].sort();
  const swr = useSWR(addresses.length > 0 ? ['limit-order-tokens', ...addresses] : null, async () => {
    const found = await Promise.all(addresses.map((address) => resolveSwapCurrency(address)));
    return new Map(
      addresses.flatMap((address, i): [string, SwapCurrency][] => {
        const linked = found[i];
        if (!linked) return [];
        return [
          [address, 'currency' in linked ? linked.currency : swapCurrencyOfChainToken(linked.unlisted)],
        ];
      }),
    );
  });
  return (address: string) => swr.data?.get(address.toLowerCase());
}
