import { type Chain, tokenQueryAddress } from './chains.ts';
import type { DataApiClient } from './client.ts';
import { type ResultOf, readFragment } from './graphql.ts';
import { TokenDetails } from './operations/tokenDetails.ts';
import { TokenWeb } from './operations/tokenWeb.ts';

export type TokenDetailsData = ResultOf<typeof TokenDetails>;

/** The cache key of a token page's token: the app and the edge (its first answer) share it. */
export function tokenDetailsKey(chain: Chain, urlAddress: string): string {
  return `token:${chain}:${urlAddress.toLowerCase()}`;
}

/** A token page's token (TokenWeb); `null` when the Data API does not know it. */
export async function requestTokenDetails(
  client: DataApiClient,
  chain: Chain,
  urlAddress: string,
  options: { method: 'GET' | 'POST'; signal?: AbortSignal },
): Promise<TokenDetailsData | null> {
  const data = await client.request(
    TokenWeb,
    { chain, address: tokenQueryAddress(chain, urlAddress) },
    options,
  );
  return data.token ? readFragment(TokenDetails, data.token) : null;
}
