import type { DataApiClient } from '../../data/client.ts';
import { readFragment } from '../../data/graphql.ts';
import { AssetActivityParts, FeedTransactionList } from '../../data/operations/assetActivities.ts';
import { PORTFOLIO_CHAINS } from '../../data/portfolioVariables.ts';

/** Between two asks of one account's feed while a receipt waits: short beside the 2 s the listing may take. */
const POLL_MS = 100;
/** A receipt not listed after this is counted as never listed (and the wait for it stops). */
export const GIVE_UP_MS = 30_000;

/**
 * Whether, and how soon after its receipt, the Data API lists each of one account's transactions: the
 * account's activity (FeedTransactionList as the app asks it, a GET; the Data API's default page of 100) asked again and again
 * while any receipt waits, each answer looked through for every waiting hash.
 */
export function activityListing(dataApi: DataApiClient, account: string) {
  const waiting = new Map<string, { receiptAt: number; listed: (delayMs: number | undefined) => void }>();
  let polling = false;
  let failedAsks = 0;

  const poll = async () => {
    while (waiting.size > 0) {
      const listed = await feedHashes().catch(() => {
        failedAsks++;
        return new Set<string>();
      });
      const answeredAt = performance.now();
      for (const [hash, receipt] of waiting) {
        const delay = answeredAt - receipt.receiptAt;
        if (listed.has(hash)) receipt.listed(delay);
        else if (delay > GIVE_UP_MS) receipt.listed(undefined);
        else continue;
        waiting.delete(hash);
      }
      if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  const feedHashes = async () => {
    const variables = { account, chains: PORTFOLIO_CHAINS };
    const data = await dataApi.request(FeedTransactionList, variables, { method: 'GET' });
    return new Set(
      (data.portfolios?.[0]?.assetActivities ?? []).flatMap((item) => {
        const details = item ? readFragment(AssetActivityParts, item).details : undefined;
        return details?.__typename === 'TransactionDetails' ? [details.hash.toLowerCase()] : [];
      }),
    );
  };
  const keepPolling = () => {
    if (polling) return;
    polling = true;
    void poll().finally(() => {
      polling = false;
      // A receipt may have come between the loop's last look and now.
      if (waiting.size > 0) keepPolling();
    });
  };

  return {
    /** Resolves with the delay from the receipt to the first answer listing it; undefined: never listed. */
    listed(hash: string, receiptAt: number): Promise<number | undefined> {
      const answer = new Promise<number | undefined>((resolve) => {
        waiting.set(hash.toLowerCase(), { receiptAt, listed: resolve });
      });
      keepPolling();
      return answer;
    },
    /** Asks of the feed that got no answer (each is asked again). */
    get failedAsks() {
      return failedAsks;
    },
  };
}
