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

/** Says the page is offline and how old the data on it is (`dataFrom`: the oldest answer shown). */
export function OfflineBanner({ dataFrom, now = new Date() }: { dataFrom: Date | undefined; now?: Date }) {
  return (
    <div className="app-status offline-banner" role="status">
      <span className="offline-dot" aria-hidden="true" />
      {dataFrom ? (
        <span>
          Offline — showing data from{' '}
          <time dateTime={dataFrom.toISOString()} title={exact.format(dataFrom)}>
            {sameDay(dataFrom, now) ? clock.format(dataFrom) : dayAndClock.format(dataFrom)}
          </time>{' '}
          <span className="muted">({formatRelativeTime(dataFrom.getTime() / 1000, now.getTime())})</span>
        </span>
      ) : (
        <span>Offline — reconnect to load fresh data</span>
      )}
    </div>
  );
}

function sameDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}
