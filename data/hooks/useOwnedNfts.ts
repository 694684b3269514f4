import type { TadaDocumentNode } from 'gql.tada';
import { type ResultOf, readFragment, type VariablesOf } from '../graphql.ts';
import { groupNftsByCollection, type HeldNft, type NftCollectionGroups } from '../nftCollectionGroups.ts';
import { NftAssetCard } from '../operations/nftAssetCard.ts';
import { NftBalance, NftsTab, OwnedNft } from '../operations/ownedNfts.ts';
import { appDataApi } from './appDataApi.ts';
import { type PagesState, useDataApiPages } from './useDataApiPages.ts';

export type NftCardData = ResultOf<typeof NftAssetCard>;

/** NFTs per page of an address's balances (the dataset's wallets hold at most a dozen). */
export const OWNED_NFTS_PAGE_SIZE = 30;

interface OwnedNftsPage {
  nfts: HeldNft<NftCardData>[];
  endCursor: string | null;
}

export interface OwnedNftsState
  extends Omit<PagesState<OwnedNftsPage>, 'pages'>,
    Partial<NftCollectionGroups<NftCardData>> {
  /** How many NFTs are loaded (spam included); `undefined` while loading. */
  total: number | undefined;
}

type OwnedNftsDocument = TadaDocumentNode<ResultOf<typeof NftsTab>, VariablesOf<typeof NftsTab>>;

/**
 * The NFTs an address holds, grouped by collection (spam apart), more pages on demand. `owner`
 * `undefined` means none yet. The portfolio's NFTs tab sends NftsTab; `/nfts/profile` sends NftBalance.
 */
export function useOwnedNfts(
  owner: string | undefined,
  operation: 'NftsTab' | 'NftBalance' = 'NftsTab',
): OwnedNftsState {
  const document: OwnedNftsDocument = operation === 'NftsTab' ? NftsTab : NftBalance;
  const { pages, ...state } = useDataApiPages<OwnedNftsPage, string>({
    key: owner ? `${operation}:${owner.toLowerCase()}` : null,
    nextCursor: (page) => page.endCursor,
    loadPage: (after) => loadOwnedNfts(document, owner as string, after),
  });
  const nfts = pages?.flatMap((page) => page.nfts);
  return { ...state, ...(nfts ? groupNftsByCollection(nfts) : {}), total: nfts?.length };
}

async function loadOwnedNfts(
  document: OwnedNftsDocument,
  ownerAddress: string,
  after: string | undefined,
): Promise<OwnedNftsPage> {
  const data = await appDataApi.request(
    document,
    { ownerAddress, first: OWNED_NFTS_PAGE_SIZE, after: after ?? null, chains: ['ETHEREUM'] },
    { method: 'GET' },
  );
  const connection = data.nftBalances;
  const nfts = (connection?.edges ?? []).flatMap(({ node }) => {
    const balance = readFragment(OwnedNft, node);
    const owned = balance.ownedAsset;
    if (!owned) return [];
    const asset = readFragment(NftAssetCard, owned);
    const address = asset.nftContract?.address ?? owned.collection?.collectionId;
    if (!address) return [];
    return [
      {
        asset,
        quantity: balance.quantity ?? 1,
        collection: {
          address: address.toLowerCase(),
          name: owned.collection?.name ?? undefined,
          isVerified: owned.collection?.isVerified === true,
          isSpam: asset.isSpam === true,
          imageUrl: owned.collection?.image?.url ?? undefined,
        },
      },
    ];
  });
  return {
    nfts,
    endCursor: connection?.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null,
  };
}
