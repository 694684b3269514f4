import { type Chain, tokenQueryAddress } from '../chains.ts';
import { type ResultOf, readFragment } from '../graphql.ts';
import { TokenDetails } from '../operations/tokenDetails.ts';
import { TokenWeb } from '../operations/tokenWeb.ts';
import { appDataApi } from './appDataApi.ts';
import { useDataApiLoader } from './useDataApiQuery.ts';

export type TokenDetailsData = ResultOf<typeof TokenDetails>;

const PRICE_POLL_MS = 30_000;

/** A token page's token (`null`: the Data API does not know it), its price polled. */
export function useToken(
  chain: Chain | undefined,
  urlAddress: string | undefined,
  prerendered?: TokenDetailsData,
) {
  return useDataApiLoader<TokenDetailsData | null>(
    chain && urlAddress ? `token:${chain}:${urlAddress.toLowerCase()}` : null,
    () => loadToken(chain as Chain, urlAddress as string, 'GET'),
    { fallbackData: prerendered, refreshInterval: PRICE_POLL_MS },
  );
}

export async function loadToken(chain: Chain, urlAddress: string, method: 'GET' | 'POST' = 'POST') {
  const data = await appDataApi.request(
    TokenWeb,
    { chain, address: tokenQueryAddress(chain, urlAddress) },
    { method },
  );
  return data.token ? readFragment(TokenDetails, data.token) : null;
}
