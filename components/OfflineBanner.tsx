import { formatRelativeTime } from './formatNumbers.ts';
import './appStatus.css';

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const exact = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });

/**
 * Why the page shows saved data: the browser is offline, or it is online but the Data API did not
 * answer in time and the service worker answered from its cache.
 */
export type SavedDataReason = 'offline' | 'data-api-unreachable';

/**
 * Says the page shows saved data, why, and how old it is (`dataFrom`: the oldest answer shown).
 * "Offline" only when the browser is: a slow Data API is not a lost connection.
 */
export function OfflineBanner({
  reason,
  dataFrom,
  now = new Date(),
}: {
  reason: SavedDataReason;
  dataFrom: Date | undefined;
  now?: Date;
}) {
  const age = dataFrom ? (
    <>
      <time dateTime={dataFrom.toISOString()} title={exact.format(dataFrom)}>
        {sameDay(dataFrom, now) ? clock.format(dataFrom) : dayAndClock.format(dataFrom)}
      </time>{' '}
      <span className="muted">({formatRelativeTime(dataFrom.getTime() / 1000, now.getTime())})</span>
    </>
  ) : null;
  return (
    <div className="app-status offline-banner" role="status">
      <span className="offline-dot" aria-hidden="true" />
      {reason === 'offline' ? (
        age ? (
          <span>Offline — showing data from {age}</span>
        ) : (
          <span>Offline — reconnect to load fresh data</span>
        )
      ) : (
        <span>
          Showing saved data{age ? <> from {age}</> : null} because the Data API is slow or unreachable
        </span>
      )}
    </div>
  );
}

function sameDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}
