import { EmptyState, ErrorState } from '../../components/DataStates.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { useInView } from '../../components/useInView.ts';
import { useActivityFeed } from '../../data/hooks/useActivity.ts';
import { portfolioPagePath } from '../../preview/pagePaths.ts';
import { ActivityRow } from './ActivityRow.tsx';
import { activityOrder } from './activityWords.ts';
import { useNow } from './useNow.ts';

/** The overview's side feed: the latest activity (FeedTransactionList), with a way to all of it. */
export function RecentActivity({ owner, linkOwner }: { owner: string; linkOwner: string | undefined }) {
  // Below the tokens on a phone: read only when it comes into view.
  const [ref, inView] = useInView<HTMLElement>();
  const { activities, error, retry } = useActivityFeed(inView ? owner : undefined);
  const now = useNow();
  return (
    <aside ref={ref} className="portfolio-side" aria-labelledby="recent-activity-title">
      <div className="portfolio-toolbar">
        <h2 id="recent-activity-title">Recent activity</h2>
        <a className="small" href={portfolioPagePath(linkOwner, 'activity')}>
          See all
        </a>
      </div>
      <div className="recent-activity">
        {error && !activities ? (
          <ErrorState what="recent activity" onRetry={retry} />
        ) : activities?.length === 0 ? (
          <EmptyState>No activity yet.</EmptyState>
        ) : (
          <ul className="activity-list compact">
            {activities
              ? [...activities]
                  .sort(activityOrder)
                  .map((activity) => <ActivityRow key={activity.id} activity={activity} now={now} />)
              : Array.from({ length: 5 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
                  <li key={i} className="activity-row">
                    <Skeleton width={32} height={32} />
                    <Skeleton width="70%" height={36} />
                  </li>
                ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
