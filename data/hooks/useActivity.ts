import { type FragmentOf, type ResultOf, readFragment, type VariablesOf } from '../graphql.ts';
import {
  ActivityWeb,
  AssetActivityParts,
  FeedTransactionList,
  TransactionHistoryUpdater,
} from '../operations/assetActivities.ts';
import { PORTFOLIO_CHAINS } from '../portfolioVariables.ts';
import { appDataApi } from './appDataApi.ts';
import { type PagesState, useDataApiPages } from './useDataApiPages.ts';
import { useDataApiQuery } from './useDataApiQuery.ts';

export type AssetActivity = ResultOf<typeof AssetActivityParts>;

/** The spec's page sizes: the activity list, the feed, and the updater that asks "anything new?". */
export const ACTIVITY_PAGE_SIZE = 100;
export const FEED_PAGE_SIZE = 30;
export const UPDATER_PAGE_SIZE = 1;
/** Without the live subscription, the updater looks for a new activity this often. */
const UPDATER_POLL_MS = 15_000;

export interface ActivityPage {
  page: number;
  activities: AssetActivity[];
}

const get = { method: 'GET' } as const;

function unmask(list: readonly (FragmentOf<typeof AssetActivityParts> | null)[] | null | undefined) {
  return (list ?? []).flatMap((item) => (item ? [readFragment(AssetActivityParts, item)] : []));
}

/** An address's activity, page after page (ActivityWeb, 100 a page), off-chain and bridging included. */
export function useActivityPages(account: string | undefined): PagesState<ActivityPage> {
  return useDataApiPages<ActivityPage, number>({
    key: account ? `ActivityWeb:${account}` : null,
    loadPage: async (cursor) => {
      const page = cursor ?? 1;
      const data = await appDataApi.request(
        ActivityWeb,
        { account: account as string, chains: PORTFOLIO_CHAINS, page, pageSize: ACTIVITY_PAGE_SIZE },
        get,
      );
      return { page, activities: unmask(data.portfolios?.[0]?.assetActivities) };
    },
    // A short page is the last one.
    nextCursor: (page) => (page.activities.length < ACTIVITY_PAGE_SIZE ? null : page.page + 1),
  });
}

/** The latest activity of an address, for a compact feed (FeedTransactionList, 30). */
export function useActivityFeed(account: string | undefined) {
  const state = useDataApiQuery(FeedTransactionList, account ? feedVariables(account) : null);
  return {
    ...state,
    activities: state.data ? unmask(state.data.portfolios?.[0]?.assetActivities) : undefined,
  };
}

export function feedVariables(account: string): VariablesOf<typeof FeedTransactionList> {
  return { account, chains: PORTFOLIO_CHAINS, pageSize: FEED_PAGE_SIZE };
}

/**
 * The newest activity's id (TransactionHistoryUpdater, 1), polled while `poll` says so: when it changes,
 * the lists are read again. The live subscription makes this unnecessary while it is connected.
 */
export function useLatestActivityId(account: string | undefined, poll: boolean): string | undefined {
  const { data } = useDataApiQuery(
    TransactionHistoryUpdater,
    account ? { account, chains: PORTFOLIO_CHAINS, pageSize: UPDATER_PAGE_SIZE } : null,
    { refreshInterval: poll ? UPDATER_POLL_MS : 0 },
  );
  return data?.portfolios?.[0]?.assetActivities?.[0]?.id;
}
