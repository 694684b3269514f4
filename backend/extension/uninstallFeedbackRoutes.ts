import type { DatabaseSync } from 'node:sqlite';
import {
  isUninstallReason,
  UNINSTALL_BODY_MAX_BYTES,
  UNINSTALL_FEEDBACK_PATH,
  type UninstallReason,
  uninstallFeedbackProblem,
} from '../../data/uninstallFeedback.ts';
import { bodyObject, jsonAnswer, RequestProblem, readJsonBody } from '../jsonEndpoint.ts';
import { createRateLimit, type RateLimitBounds } from '../rateLimit.ts';

/** A sender may send a few in a row (a second thought); the whole endpoint has a ceiling against floods. */
export const UNINSTALL_FEEDBACK_LIMITS: { perSender: RateLimitBounds; overall: RateLimitBounds } = {
  perSender: { count: 3, windowMs: 10 * 60_000 },
  overall: { count: 200, windowMs: 60 * 60_000 },
};

/**
 * `POST /extension/uninstall-feedback`: the uninstall page's reasons and words, kept in the backend's
 * store. The answer never repeats what was sent (nothing of it can come back as markup), and senders are
 * rate-limited, each and all together. `undefined` for a path that is not its own.
 */
export function uninstallFeedbackRoutes(
  db: DatabaseSync,
  { clock = Date.now, limits = UNINSTALL_FEEDBACK_LIMITS } = {},
) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS uninstall_feedback (
      id INTEGER PRIMARY KEY,
      reasons TEXT NOT NULL,
      comment TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
  `);
  const insert = db.prepare('INSERT INTO uninstall_feedback (reasons, comment, created_at) VALUES (?, ?, ?)');
  const perSender = createRateLimit(limits.perSender, clock);
  const overall = createRateLimit(limits.overall, clock);

  return async (request: Request, path: string, sender: string): Promise<Response | undefined> => {
    if (path !== UNINSTALL_FEEDBACK_PATH) return undefined;
    if (request.method !== 'POST') throw new RequestProblem(405, `${request.method} is not allowed here.`);
    const body = bodyObject(await readJsonBody(request, UNINSTALL_BODY_MAX_BYTES));
    const reasons = reasonsField(body.reasons);
    const comment = typeof body.comment === 'string' ? body.comment.normalize('NFC').trim() : '';
    if (body.comment !== undefined && typeof body.comment !== 'string')
      throw new RequestProblem(400, 'The comment must be text.');
    const problem = uninstallFeedbackProblem({ reasons, comment });
    if (problem) throw new RequestProblem(400, problem);
    // Counted only once valid: a mistyped form does not use up a sender's tries.
    if (!perSender.allows(sender) || !overall.allows('*'))
      throw new RequestProblem(429, 'Too much feedback from here just now. Thank you; try again later.');
    insert.run(JSON.stringify(reasons), comment, clock());
    return jsonAnswer({ received: true }, 201);
  };
}

export function uninstallFeedbackCount(db: DatabaseSync): number {
  return (db.prepare('SELECT count(*) AS n FROM uninstall_feedback').get() as { n: number }).n;
}

function reasonsField(value: unknown): UninstallReason[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(isUninstallReason))
    throw new RequestProblem(400, 'Choose reasons from the list.');
  return [...new Set(value)];
}
