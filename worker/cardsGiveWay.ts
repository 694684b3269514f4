/**
 * One isolate answers every request on one thread, and a card render is CPU work that a request arriving
 * meanwhile must wait out. So cards give way to pages and assets (an image request never holds the way:
 * it may be the card itself). A card's step starts only when no such request is in flight and none has
 * come or gone for a moment, as a request rarely comes alone (a page's assets follow it). The wait is
 * bounded per card: under a steady stream of requests a card waits out its budget and then draws its
 * remaining steps in one go, so it still comes within its time bound and delays only the one request
 * that meets it, not one per step.
 */

/** How long one card may wait, over all its steps, for the isolate to be quiet. */
export const CARD_GIVE_WAY_MS = 600;

/** How long the isolate must have seen no request come or go before a card step starts. */
const QUIET_MS = 20;

/**
 * How long one request may hold the way. A hold older than this no longer counts, whether or not it was
 * released: a client that never reads its body, or one that goes away before the answer, must not hold
 * it longer. Expiry is read off the clock, not left to a timer: workerd drops the timers of a request
 * its client abandoned, and such a hold, never released, made every later card in the isolate wait its
 * whole budget (the worker bench's "first request" at ~690 ms instead of ~60 ms).
 */
export const HOLD_MS = 2_000;

/** When each request still holding the way came in. */
const holds = new Set<{ since: number }>();
let lastRequestSeenAt = 0;

/** Marks a request in flight until the returned release is called (once or more), or for `HOLD_MS`. */
export function holdTheWay(): () => void {
  const hold = { since: Date.now() };
  holds.add(hold);
  lastRequestSeenAt = hold.since;
  return () => {
    if (holds.delete(hold)) lastRequestSeenAt = Date.now();
  };
}

function requestsInFlight(now: number): number {
  for (const hold of holds) if (now - hold.since >= HOLD_MS) holds.delete(hold);
  return holds.size;
}

/**
 * Holds the way until `response`'s body has been sent. An HTML body streams through this isolate's code
 * (preview tags, a shell's first answer) and is tracked to its end; any other body passes through
 * untouched, and the way is given back once it is handed over.
 */
export function holdingTheWayUntilSent(response: Response, release: () => void): Response {
  if (!response.body || !response.headers.get('Content-Type')?.includes('text/html')) {
    release();
    return response;
  }
  const sent = response.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: release }));
  return new Response(sent, response);
}

/** What is left of one card's time to give way. */
export interface GiveWayBudget {
  remainingMs: number;
}

export function giveWayBudget(): GiveWayBudget {
  return { remainingMs: CARD_GIVE_WAY_MS };
}

/** Resolves when the isolate is quiet (see above), at once when the card's budget is spent. */
export async function cardsTurn(budget: GiveWayBudget): Promise<void> {
  if (budget.remainingMs <= 0) return;
  // A request that came during the last step is seen only once the event loop has had a turn.
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  while (budget.remainingMs > 0) {
    const now = Date.now();
    const inFlight = requestsInFlight(now);
    const quietFor = now - lastRequestSeenAt;
    if (inFlight === 0 && quietFor >= QUIET_MS) return;
    const wait = Math.min(budget.remainingMs, inFlight === 0 ? QUIET_MS - quietFor : QUIET_MS);
    const started = Date.now();
    await new Promise<void>((resolve) => setTimeout(resolve, wait));
    budget.remainingMs -= Math.max(Date.now() - started, 1);
  }
}
