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

/** A part of the product that does not answer, in the reader's words, and since when. */
export interface UnreachablePart {
  name: 'the chain' | 'the Data API';
  since: Date;
}

/**
 * Says which parts cannot be reached and since when, and that the page shows saved data and how old it
 * is (`dataFrom`: the oldest answer shown). "Offline" only when the browser says so: a Data API that
 * does not answer is not a lost connection. Saved data while online already names the Data API.
 */
export function OfflineBanner({
  browserOnline,
  savedData,
  unreachable,
  dataFrom,
  now = new Date(),
}: {
  browserOnline: boolean;
  savedData: boolean;
  unreachable: readonly UnreachablePart[];
  dataFrom: Date | undefined;
  now?: Date;
}) {
  const age = dataFrom ? (
    <>
      <When date={dataFrom} now={now} />{' '}
      <span className="muted">({formatRelativeTime(dataFrom.getTime() / 1000, now.getTime())})</span>
    </>
  ) : null;
  const savedDataOnline = browserOnline && savedData;
  const parts = savedDataOnline ? unreachable.filter((part) => part.name !== 'the Data API') : unreachable;
  return (
    <div className="app-status offline-banner" role="status">
      <span className="offline-dot" aria-hidden="true" />
      {!browserOnline ? (
        age ? (
          <span>Offline — showing data from {age}</span>
        ) : (
          <span>Offline — reconnect to load fresh data</span>
        )
      ) : savedDataOnline ? (
        <span>
          Showing saved data{age ? <> from {age}</> : null} because the Data API is slow or unreachable
        </span>
      ) : null}
      {parts.map((part) => (
        <span key={part.name}>
          {part.name === 'the chain' ? 'The chain' : 'The Data API'} cannot be reached since{' '}
          <When date={part.since} now={now} />
        </span>
      ))}
    </div>
  );
}

function When({ date, now }: { date: Date; now: Date }) {
  return (
    <time dateTime={date.toISOString()} title={exact.format(date)}>
      {sameDay(date, now) ? clock.format(date) : dayAndClock.format(date)}
    </time>
  );
}

function sameDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}
