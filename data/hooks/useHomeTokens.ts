import type { Chain } from '../chains.ts';
import { type ResultOf, readFragment } from '../graphql.ts';
import { FavoriteTokenCard, HomeScreenTokenParts, HomeScreenTokens } from '../operations/homeTokens.ts';
import { CollectionPromo, TokenPromo } from '../operations/promos.ts';
import { appDataApi } from './appDataApi.ts';
import { useDataApiLoader, useDataApiQuery } from './useDataApiQuery.ts';

/** A token card's data: logo, symbol, name, USD price and 24h change. */
export type HomeToken = ResultOf<typeof HomeScreenTokenParts>;
export type PromotedToken = NonNullable<ResultOf<typeof TokenPromo>['token']>;
export type PromotedCollections = ResultOf<typeof CollectionPromo>;

export interface TokenContract {
  chain: Chain;
  address: string;
}

const PRICE_POLL_MS = 30_000;
const get = { method: 'GET' } as const;

/** The home screen's tokens: the chain's native token first, then `contracts` the Data API knows. */
export function useHomeScreenTokens(
  chain: Chain,
  contracts: readonly TokenContract[],
  prerendered?: HomeToken[],
) {
  return useDataApiLoader(
    `home-screen-tokens:${chain}`,
    () => loadHomeScreenTokens(chain, contracts, 'GET'),
    {
      fallbackData: prerendered,
      refreshInterval: PRICE_POLL_MS,
    },
  );
}

export async function loadHomeScreenTokens(
  chain: Chain,
  contracts: readonly TokenContract[],
  method: 'GET' | 'POST' = 'POST',
): Promise<HomeToken[]> {
  const data = await appDataApi.request(HomeScreenTokens, { chain, contracts: [...contracts] }, { method });
  return [data.eth, ...(data.tokens ?? [])].flatMap((token) =>
    token ? [readFragment(HomeScreenTokenParts, token)] : [],
  );
}

/** One favourite's card, its price polled; `null` once the Data API says it does not know the token. */
export function useFavoriteTokenCard(chain: Chain, address: string | null) {
  return useDataApiLoader<HomeToken | null>(
    `favorite-token-card:${chain}:${address ?? 'native'}`,
    async () => {
      const { token } = await appDataApi.request(FavoriteTokenCard, { chain, address }, get);
      return token ? readFragment(HomeScreenTokenParts, token) : null;
    },
    { refreshInterval: PRICE_POLL_MS },
  );
}

export function useTokenPromo(chain: Chain, address: string | null, prerendered?: PromotedToken | null) {
  return useDataApiLoader<PromotedToken | null>(
    `token-promo:${chain}:${address ?? 'native'}`,
    () => loadTokenPromo(chain, address, 'GET'),
    { fallbackData: prerendered, refreshInterval: PRICE_POLL_MS },
  );
}

export async function loadTokenPromo(chain: Chain, address: string | null, method: 'GET' | 'POST' = 'POST') {
  return (await appDataApi.request(TokenPromo, { chain, address }, { method })).token ?? null;
}

export function useCollectionPromo(addresses: readonly string[], prerendered?: PromotedCollections) {
  return useDataApiQuery(CollectionPromo, { addresses: [...addresses] }, { fallbackData: prerendered });
}

export function loadCollectionPromo(addresses: readonly string[]) {
  return appDataApi.request(CollectionPromo, { addresses: [...addresses] });
}
