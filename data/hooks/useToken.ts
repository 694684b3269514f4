import type { Chain } from '../chains.ts';
import { requestTokenDetails, type TokenDetailsData, tokenDetailsKey } from '../tokenDetails.ts';
import { appDataApi } from './appDataApi.ts';
import { useDataApiLoader } from './useDataApiQuery.ts';

const PRICE_POLL_MS = 30_000;

/** A token page's token (`null`: the Data API does not know it), its price polled. */
export function useToken(
  chain: Chain | undefined,
  urlAddress: string | undefined,
  prerendered?: TokenDetailsData,
) {
  return useDataApiLoader<TokenDetailsData | null>(
    chain && urlAddress ? tokenDetailsKey(chain, urlAddress) : null,
    () => loadToken(chain as Chain, urlAddress as string, 'GET'),
    { fallbackData: prerendered, refreshInterval: PRICE_POLL_MS },
  );
}

export function loadToken(chain: Chain, urlAddress: string, method: 'GET' | 'POST' = 'POST') {
  return requestTokenDetails(appDataApi, chain, urlAddress, { method });
}
