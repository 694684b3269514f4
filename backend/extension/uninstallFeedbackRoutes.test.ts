import { describe, expect, it } from 'vitest';
import { UNINSTALL_COMMENT_MAX_LENGTH, UNINSTALL_FEEDBACK_PATH } from '../../data/uninstallFeedback.ts';
import { IN_MEMORY_STORE, openBackendStore } from '../store/backendStore.ts';
import { uninstallFeedbackCount, uninstallFeedbackRoutes } from './uninstallFeedbackRoutes.ts';

function feedbackEndpoint() {
  const db = openBackendStore(IN_MEMORY_STORE);
  const clock = { now: 0 };
  const handle = uninstallFeedbackRoutes(db, {
    clock: () => clock.now,
    limits: { perSender: { count: 2, windowMs: 60_000 }, overall: { count: 3, windowMs: 60_000 } },
  });
  const send = async (body: unknown, sender = 'a', headers: Record<string, string> = {}) => {
    const request = new Request(`http://127.0.0.1${UNINSTALL_FEEDBACK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    try {
      const response = await handle(request, UNINSTALL_FEEDBACK_PATH, sender);
      return { status: response?.status, text: await response?.text() };
    } catch (error) {
      return { status: (error as { status?: number }).status, text: (error as Error).message };
    }
  };
  return { db, clock, send };
}

describe('uninstall feedback', () => {
  it('keeps reasons and words, and answers without repeating them', async () => {
    const { db, send } = feedbackEndpoint();
    const answer = await send({
      reasons: ['privacy', 'other'],
      comment: '<img src=x onerror=alert(1)> too slow',
    });
    expect(answer).toEqual({ status: 201, text: '{"received":true}' });
    expect(db.prepare('SELECT reasons, comment FROM uninstall_feedback').all()).toEqual([
      { reasons: '["privacy","other"]', comment: '<img src=x onerror=alert(1)> too slow' },
    ]);
  });

  it('refuses bad input with words and keeps nothing of it', async () => {
    const { db, send } = feedbackEndpoint();
    const refused = [
      await send({ reasons: [], comment: '   ' }),
      await send({ reasons: ['made-up'] }),
      await send({ reasons: 'privacy' }),
      await send({ comment: 'x'.repeat(UNINSTALL_COMMENT_MAX_LENGTH + 1) }),
      await send({ comment: 42 }),
      await send('not json'),
      await send({ comment: 'y'.repeat(9_000) }),
    ];
    expect(refused.map(({ status }) => status)).toEqual([400, 400, 400, 400, 400, 400, 413]);
    expect(refused[0]?.text).toBe('Choose a reason or write a few words.');
    expect(uninstallFeedbackCount(db)).toBe(0);
  });

  it('limits each sender and everyone together, and lets them in again later', async () => {
    const { db, clock, send } = feedbackEndpoint();
    const ok = { reasons: ['not-using'] };
    expect((await send(ok, 'a')).status).toBe(201);
    expect((await send(ok, 'a')).status).toBe(201);
    expect((await send(ok, 'a')).status).toBe(429);
    expect((await send(ok, 'b')).status).toBe(201);
    expect((await send(ok, 'c')).status).toBe(429);
    expect(uninstallFeedbackCount(db)).toBe(3);
    clock.now += 60_001;
    expect((await send(ok, 'a')).status).toBe(201);
  });
});
