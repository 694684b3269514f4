import { type FragmentOf, type ResultOf, readFragment } from '../graphql.ts';
import {
  CollectionSearch,
  NftCollectionRow,
  SearchPopularNFTCollections,
  TopCollections,
} from '../operations/nftCollections.ts';
import { appDataApi } from './appDataApi.ts';
import { useDataApiLoader } from './useDataApiQuery.ts';
import { useTypingPause } from './useTypingPause.ts';

export type NftCollectionRowData = ResultOf<typeof NftCollectionRow>;

/** Collections in `/nfts`'s top list (the dataset ranks a few dozen; one page holds them all). */
export const TOP_COLLECTIONS_PAGE_SIZE = 100;
/** Matches a search shows. */
const SEARCH_RESULTS = 8;
const MARKET_POLL_MS = 60_000;

/** `/nfts`' data, prerendered at build: the featured two and the top list. */
export interface NftsHomeData {
  popular: NftCollectionRowData[];
  top: NftCollectionRowData[];
}

/** The spec's popular collections (top 2 by daily volume) and the full top list, polled. */
export function useNftsHome(prerendered?: NftsHomeData) {
  return useDataApiLoader<NftsHomeData>('nfts-home', () => loadNftsHome('GET'), {
    fallbackData: prerendered,
    refreshInterval: MARKET_POLL_MS,
  });
}

export async function loadNftsHome(method: 'GET' | 'POST' = 'POST'): Promise<NftsHomeData> {
  const [popular, top] = await Promise.all([
    appDataApi.request(SearchPopularNFTCollections, {}, { method }),
    appDataApi.request(TopCollections, { first: TOP_COLLECTIONS_PAGE_SIZE }, { method }),
  ]);
  return { popular: rows(popular.topCollections), top: rows(top.topCollections) };
}

/** Collections whose name matches what the reader types, once they pause typing. */
export function useCollectionSearch(text: string) {
  const query = useTypingPause(text);
  const state = useDataApiLoader(query.length > 0 ? `collection-search:${query.toLowerCase()}` : null, () =>
    appDataApi
      .request(CollectionSearch, { query, first: SEARCH_RESULTS }, { method: 'GET' })
      .then((data) => rows(data.nftCollections)),
  );
  return { ...state, query, collections: state.data };
}

type Connection = { edges: readonly { node: FragmentOf<typeof NftCollectionRow> }[] };

function rows(connection: Connection | null | undefined): NftCollectionRowData[] {
  return (connection?.edges ?? []).map(({ node }) => readFragment(NftCollectionRow, node));
}
