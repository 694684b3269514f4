import { afterEach, describe, expect, it } from 'vitest';
import { createDataApiClient } from './client.ts';
import {
  dataFreshness,
  OFFLINE_COPY_HEADER,
  recordDataApiAnswer,
  resetDataFreshness,
  subscribeDataFreshness,
} from './freshness.ts';
import { graphql } from './graphql.ts';

afterEach(() => resetDataFreshness());

describe('data freshness', () => {
  it('keeps the oldest answer time, read from Date', () => {
    recordDataApiAnswer(new Headers({ date: 'Sat, 21 Nov 2026 10:05:00 GMT' }));
    recordDataApiAnswer(new Headers({ date: 'Sat, 21 Nov 2026 10:00:00 GMT' }));
    recordDataApiAnswer(new Headers({ date: 'Sat, 21 Nov 2026 10:10:00 GMT' }));
    expect(dataFreshness().oldestAnswerAt?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
  });

  it('uses the time received when Date is missing or unreadable', () => {
    const receivedAt = new Date('2026-11-22T03:00:00Z');
    recordDataApiAnswer(new Headers({ date: 'not a date' }), receivedAt);
    expect(dataFreshness().oldestAnswerAt).toEqual(receivedAt);
  });

  it('tells when the latest answer was the offline copy of the service worker', () => {
    recordDataApiAnswer(new Headers({ [OFFLINE_COPY_HEADER]: 'Sat, 21 Nov 2026 10:00:00 GMT' }));
    expect(dataFreshness().fromOfflineCopy).toBe(true);
    recordDataApiAnswer(new Headers());
    expect(dataFreshness().fromOfflineCopy).toBe(false);
  });

  it('notifies on change only and starts over for a new page', () => {
    let calls = 0;
    const unsubscribe = subscribeDataFreshness(() => calls++);
    const headers = new Headers({ date: 'Sat, 21 Nov 2026 10:00:00 GMT' });
    recordDataApiAnswer(headers);
    const first = dataFreshness();
    recordDataApiAnswer(headers);
    expect(dataFreshness()).toBe(first);
    resetDataFreshness();
    expect(dataFreshness().oldestAnswerAt).toBeUndefined();
    expect(calls).toBe(2);
    unsubscribe();
  });
});

describe('the data client reports its answers', () => {
  it('passes each accepted answer to onAnswer, and none that failed', async () => {
    const answers = [
      new Response('{"data":{"__typename":"Query"}}', { headers: { date: 'Sat, 21 Nov 2026 09:00:00 GMT' } }),
      new Response('oops', { status: 502 }),
    ];
    const client = createDataApiClient({
      url: 'http://127.0.0.1:4000/graphql',
      fetch: async () => answers.shift() ?? Response.error(),
      onAnswer: recordDataApiAnswer,
    });
    const query = graphql('query Typename { __typename }');
    await client.request(query, {}, { method: 'GET' });
    await expect(client.request(query, {}, { method: 'GET' })).rejects.toThrow(/502/);
    expect(dataFreshness().oldestAnswerAt?.toISOString()).toBe('2026-11-21T09:00:00.000Z');
  });
});
