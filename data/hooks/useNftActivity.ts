import { readFragment } from '../graphql.ts';
import { NftActivity, NftActivityRow } from '../operations/nftActivity.ts';
import { appDataApi } from './appDataApi.ts';
import { useDataApiPages } from './useDataApiPages.ts';
import type { NftActivityRowData } from './useNftAsset.ts';

/** Events per page of a collection's activity. */
export const NFT_ACTIVITY_PAGE_SIZE = 25;
const ACTIVITY_POLL_MS = 30_000;

export type NftActivityType = 'SALE' | 'LISTING' | 'TRANSFER' | 'CANCEL_LISTING';

interface ActivityPage {
  events: NftActivityRowData[];
  endCursor: string | null;
}

/** A collection's sales, listings and transfers (`types`: which; all when empty), newest first, paged. */
export function useNftActivity(contractAddress: string | undefined, types: readonly NftActivityType[]) {
  const activityTypes = types.length > 0 ? [...types].sort() : null;
  const { pages, ...state } = useDataApiPages<ActivityPage, string>({
    key: contractAddress
      ? `nft-activity:${contractAddress.toLowerCase()}:${activityTypes?.join(',') ?? 'all'}`
      : null,
    refreshInterval: ACTIVITY_POLL_MS,
    nextCursor: (page) => page.endCursor,
    loadPage: async (after) => {
      const data = await appDataApi.request(
        NftActivity,
        {
          filter: { address: contractAddress as string, activityTypes },
          first: NFT_ACTIVITY_PAGE_SIZE,
          after: after ?? null,
        },
        { method: 'GET' },
      );
      const connection = data.nftActivity;
      return {
        events: (connection?.edges ?? []).map((edge) => readFragment(NftActivityRow, edge.node)),
        endCursor: connection?.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null,
      };
    },
  });
  return { ...state, events: pages?.flatMap((page) => page.events) };
}
