import { type ResultOf, readFragment } from '../graphql.ts';
import { NftAssetCard } from '../operations/nftAssetCard.ts';
import { NftCollectionHeader, NftCollectionScreen } from '../operations/nftCollectionScreen.ts';
import { appDataApi } from './appDataApi.ts';
import { useDataApiPages } from './useDataApiPages.ts';
import type { NftCardData } from './useOwnedNfts.ts';

export type NftCollectionHeaderData = ResultOf<typeof NftCollectionHeader>;

/** Assets per page of a collection's grid (a multiple of 2, 3, 4 and 6 columns). */
export const COLLECTION_ASSETS_PAGE_SIZE = 24;

/** The orders the schema offers for a collection's assets; the spec's default is price ascending. */
export const ASSET_ORDERS = {
  'price-asc': { orderBy: 'PRICE', asc: true, label: 'Price: low to high' },
  'price-desc': { orderBy: 'PRICE', asc: false, label: 'Price: high to low' },
  rarity: { orderBy: 'RARITY', asc: true, label: 'Rarest first' },
} as const;
export type AssetOrder = keyof typeof ASSET_ORDERS;
export const DEFAULT_ASSET_ORDER: AssetOrder = 'price-asc';

/** Chosen trait values by trait name: an asset shows when it has any chosen value of every trait. */
export type TraitSelection = Readonly<Record<string, readonly string[]>>;

interface CollectionPage {
  /** `null`: the Data API knows no collection at this address. */
  collection: NftCollectionHeaderData | null;
  assets: NftCardData[];
  /** Assets matching the filters, across all pages. */
  totalCount: number | undefined;
  endCursor: string | null;
}

/** A collection's header and its assets grid, in `order`, narrowed to `traits`, more pages on demand. */
export function useNftCollection(address: string | undefined, order: AssetOrder, traits: TraitSelection) {
  const filter = traitFilter(traits);
  const { pages, ...state } = useDataApiPages<CollectionPage, string>({
    key: address ? `nft-collection:${address.toLowerCase()}:${order}:${JSON.stringify(filter)}` : null,
    nextCursor: (page) => page.endCursor,
    loadPage: (after) => loadCollectionPage(address as string, order, filter, after),
  });
  return {
    ...state,
    collection: pages?.[0]?.collection,
    assets: pages?.flatMap((page) => page.assets),
    totalCount: pages?.[0]?.totalCount,
  };
}

async function loadCollectionPage(
  contractAddress: string,
  order: AssetOrder,
  filter: ReturnType<typeof traitFilter>,
  after: string | undefined,
): Promise<CollectionPage> {
  const { orderBy, asc } = ASSET_ORDERS[order];
  const data = await appDataApi.request(
    NftCollectionScreen,
    {
      contractAddress,
      first: COLLECTION_ASSETS_PAGE_SIZE,
      after: after ?? null,
      orderBy,
      asc,
      filter: filter ? { traits: filter } : null,
    },
    { method: 'GET' },
  );
  const node = data.nftCollections?.edges[0]?.node;
  const connection = data.nftAssets;
  return {
    collection: node ? readFragment(NftCollectionHeader, node) : null,
    assets: (connection?.edges ?? []).map((edge) => readFragment(NftAssetCard, edge.node)),
    totalCount: connection?.totalCount ?? undefined,
    endCursor: connection?.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null,
  };
}

/** The schema's trait filter, in a stable order (it is part of the cache key); `null` for none. */
function traitFilter(traits: TraitSelection) {
  const chosen = Object.entries(traits)
    .filter(([, values]) => values.length > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, values]) => ({ name, values: [...values].sort() }));
  return chosen.length > 0 ? chosen : null;
}
