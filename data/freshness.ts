/**
 * When the Data API answers on screen were produced, so the offline banner can say from when.
 * The data client reports every answer's headers here; the service worker marks the copies it serves
 * from its cache with `OFFLINE_COPY_HEADER`, and keeps their `Date`, so a cache fallback still tells
 * its age.
 */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';

export interface DataFreshness {
  /** The oldest answer shown on this page; `undefined` before the first answer. */
  oldestAnswerAt: Date | undefined;
  /** The latest answer came from the service worker's cache: the Data API did not answer. */
  fromOfflineCopy: boolean;
}

const NO_ANSWERS: DataFreshness = { oldestAnswerAt: undefined, fromOfflineCopy: false };

let current: DataFreshness = NO_ANSWERS;
const listeners = new Set<() => void>();

/** Notes one answer; `receivedAt` stands in when the `Date` header is missing or unreadable. */
export function recordDataApiAnswer(headers: Headers, receivedAt: Date = new Date()): void {
  const producedAt = answerDate(headers) ?? receivedAt;
  const fromOfflineCopy = headers.has(OFFLINE_COPY_HEADER);
  const oldestAnswerAt =
    current.oldestAnswerAt && current.oldestAnswerAt <= producedAt ? current.oldestAnswerAt : producedAt;
  if (oldestAnswerAt === current.oldestAnswerAt && fromOfflineCopy === current.fromOfflineCopy) return;
  publish({ oldestAnswerAt, fromOfflineCopy });
}

/** A new page starts with nothing shown yet. */
export function resetDataFreshness(): void {
  if (current !== NO_ANSWERS) publish(NO_ANSWERS);
}

/** For `useSyncExternalStore`: the same object until something changes. */
export function dataFreshness(): DataFreshness {
  return current;
}

export function subscribeDataFreshness(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: DataFreshness): void {
  current = next;
  for (const listener of listeners) listener();
}

function answerDate(headers: Headers): Date | undefined {
  const value = headers.get('date');
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
