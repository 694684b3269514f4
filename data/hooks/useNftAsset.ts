import { type ResultOf, readFragment } from '../graphql.ts';
import { NftActivityRow } from '../operations/nftActivity.ts';
import { NFTItemScreen } from '../operations/nftItemScreen.ts';
import { appDataApi } from './appDataApi.ts';
import { useDataApiLoader } from './useDataApiQuery.ts';

type ItemScreen = ResultOf<typeof NFTItemScreen>;
export type NftAssetData = NonNullable<ItemScreen['nftAssets']>['edges'][number]['node'];
export type NftActivityRowData = ResultOf<typeof NftActivityRow>;

/** Events an NFT page lists (its whole recent history in the dataset). */
export const ASSET_ACTIVITY_SIZE = 25;
const LISTING_POLL_MS = 60_000;

interface NftAssetPageData {
  /** `null`: no such token id in this collection (or no such collection). */
  asset: NftAssetData | null;
  activity: NftActivityRowData[];
}

/** One NFT (NFTItemScreen) with its recent activity; its listing polled. */
export function useNftAsset(contractAddress: string | undefined, tokenId: string | undefined) {
  return useDataApiLoader<NftAssetPageData>(
    contractAddress && tokenId ? `nft-asset:${contractAddress.toLowerCase()}:${tokenId}` : null,
    () => loadNftAsset(contractAddress as string, tokenId as string),
    { refreshInterval: LISTING_POLL_MS },
  );
}

async function loadNftAsset(contractAddress: string, tokenId: string): Promise<NftAssetPageData> {
  const data = await appDataApi.request(
    NFTItemScreen,
    {
      contractAddress,
      filter: { tokenIds: [tokenId] },
      activityFilter: { address: contractAddress, tokenId },
      activityFirst: ASSET_ACTIVITY_SIZE,
    },
    { method: 'GET' },
  );
  return {
    asset: data.nftAssets?.edges[0]?.node ?? null,
    activity: (data.nftActivity?.edges ?? []).map((edge) => readFragment(NftActivityRow, edge.node)),
  };
}
