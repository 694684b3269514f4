import { describe, expect, it, vi } from 'vitest';
import {
  CARD_GIVE_WAY_MS,
  cardsTurn,
  giveWayBudget,
  HOLD_MS,
  holdingTheWayUntilSent,
  holdTheWay,
} from '../../worker/cardsGiveWay.ts';

/** A card's turn, with whether it has come yet. */
function awaitTurn(budget = giveWayBudget()) {
  const turn = { came: false, budget, done: Promise.resolve() };
  turn.done = cardsTurn(budget).then(() => {
    turn.came = true;
  });
  return turn;
}

/** The card has spent some of its budget waiting: it is held back, not merely not scheduled yet. */
async function waitedSome(budget: { remainingMs: number }): Promise<void> {
  await vi.waitFor(() => expect(budget.remainingMs).toBeLessThan(CARD_GIVE_WAY_MS - 60), {
    timeout: CARD_GIVE_WAY_MS,
    interval: 5,
  });
}

describe('cards give way to other requests (workerd)', () => {
  it('holds a card step back while a request is in flight, and lets it go once the request ends', async () => {
    const release = holdTheWay();
    const turn = awaitTurn();
    await waitedSome(turn.budget);
    expect(turn.came).toBe(false);
    release();
    await turn.done;
    expect(turn.budget.remainingMs).toBeGreaterThan(0);
  });

  it('holds cards back until an HTML body has been read to its end', async () => {
    const page = holdingTheWayUntilSent(
      new Response('<!doctype html><p>page</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
      holdTheWay(),
    );
    const turn = awaitTurn();
    await waitedSome(turn.budget);
    expect(turn.came).toBe(false);
    expect(await page.text()).toBe('<!doctype html><p>page</p>');
    await turn.done;
    expect(turn.budget.remainingMs).toBeGreaterThan(0);
  });

  it('gives the way back as soon as any other body is handed over', async () => {
    holdingTheWayUntilSent(
      new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }),
      holdTheWay(),
    );
    const turn = awaitTurn();
    await turn.done;
    expect(turn.budget.remainingMs).toBeGreaterThan(0);
  });

  it('lets a card go once its budget is spent, however busy the isolate, and then without waiting again', async () => {
    const release = holdTheWay();
    try {
      const budget = { remainingMs: 40 };
      await cardsTurn(budget);
      expect(budget.remainingMs).toBeLessThanOrEqual(0);
      const next = awaitTurn(budget);
      await next.done;
      expect(next.came).toBe(true);
    } finally {
      release();
    }
  });

  it('stops counting a request that never ends (its client went away, and workerd dropped its timers)', async () => {
    holdTheWay();
    const held = awaitTurn({ remainingMs: 60 });
    await held.done;
    expect(held.budget.remainingMs).toBeLessThanOrEqual(0);
    // Only the clock moves: no timer of the abandoned request runs.
    vi.setSystemTime(Date.now() + HOLD_MS);
    try {
      const turn = awaitTurn();
      await turn.done;
      expect(turn.budget.remainingMs).toBe(CARD_GIVE_WAY_MS);
    } finally {
      vi.useRealTimers();
    }
  });
});
