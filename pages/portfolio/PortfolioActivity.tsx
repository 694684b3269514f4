import { useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { EmptyState, ErrorState } from '../../components/DataStates.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import {
  ACTIVITY_PAGE_SIZE,
  type AssetActivity,
  useActivityPages,
  useLatestActivityId,
} from '../../data/hooks/useActivity.ts';
import { ActivityRow } from './ActivityRow.tsx';
import { activityOrder } from './activityWords.ts';
import { type LiveState, useLiveActivity } from './useLiveActivity.ts';
import { useNow } from './useNow.ts';

const SKELETON_ROWS = 8;
/** Lists that show what an address holds or did: read again when a new activity arrives. */
const REFRESHED_ON_ACTIVITY = ['MultiplePortfolioBalances:', 'FeedTransactionList:', 'portfolio-chart:'];

/**
 * The Activity tab: every activity of the address, pending first then newest, page after page; new
 * ones appear as they happen (the OnAssetActivity subscription, or the updater's poll without it).
 */
export function PortfolioActivity({ owner }: { owner: string }) {
  const state = useActivityPages(owner);
  const { pages, error, hasMore, isLoadingMore, loadMore, retry } = state;
  const now = useNow();
  const { mutate } = useSWRConfig();
  const [live, setLive] = useState<ReadonlyMap<string, AssetActivity>>(new Map());
  const liveState: LiveState = useLiveActivity(owner, (activity) => {
    setLive((known) => new Map(known).set(activity.id, activity));
    void mutate((key) => typeof key === 'string' && REFRESHED_ON_ACTIVITY.some((p) => key.startsWith(p)));
  });

  // Without the live stream, the updater notices a new activity and the list is read again.
  const latestId = useLatestActivityId(owner, liveState !== 'live');
  const seenLatest = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (latestId === undefined) return;
    if (seenLatest.current !== undefined && seenLatest.current !== latestId) retry();
    seenLatest.current = latestId;
  }, [latestId, retry]);

  const activities = useMemo(() => {
    if (!pages) return undefined;
    const byId = new Map<string, AssetActivity>();
    for (const page of pages) for (const activity of page.activities) byId.set(activity.id, activity);
    // A live item is newer news than the page that listed it (a pending swap that confirmed).
    for (const activity of live.values()) byId.set(activity.id, activity);
    return [...byId.values()].sort(activityOrder);
  }, [pages, live]);

  return (
    <section aria-labelledby="portfolio-activity-title">
      <div className="portfolio-toolbar">
        <h2 id="portfolio-activity-title">Activity</h2>
        <span className="small muted" data-testid="activity-live" data-state={liveState}>
          {liveState === 'live' ? (
            <>
              <span className="live-dot" aria-hidden="true" /> Live
            </>
          ) : liveState === 'connecting' ? (
            'Connecting…'
          ) : (
            'Checks for new activity every 15 s'
          )}
        </span>
      </div>
      <div className="data-table-wrap">
        {error && !activities ? (
          <ErrorState what="activity" onRetry={retry} />
        ) : activities?.length === 0 ? (
          <EmptyState>
            No activity for this address yet. Swaps, transfers, approvals and card purchases show up here.
          </EmptyState>
        ) : (
          <ul className="activity-list" aria-busy={activities === undefined}>
            {activities
              ? activities.map((activity) => <ActivityRow key={activity.id} activity={activity} now={now} />)
              : Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
                  <li key={i} className="activity-row">
                    <Skeleton width={32} height={32} />
                    <Skeleton width="60%" height={40} />
                  </li>
                ))}
          </ul>
        )}
        {hasMore ? (
          <LoadMoreButton
            label={`Load ${ACTIVITY_PAGE_SIZE} more`}
            onClick={loadMore}
            loading={isLoadingMore}
          />
        ) : null}
      </div>
    </section>
  );
}
