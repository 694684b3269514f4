import { useEffect, useState } from 'react';
import { FIRST_ANSWER_SLOT_ATTRIBUTE, FIRST_ANSWER_SLOTS } from '../../data/firstAnswers.ts';
import type { PoolRow } from '../../data/hooks/poolRow.ts';
import { listedReadOnlyReason, type ReadOnlyReason, readOnlyNote } from '../../data/poolReadOnly.ts';

const NOTE_CLASS = 'pool-read-only small muted';

/**
 * Says when a pool of the chain the app trades on cannot be traded here, so its Swap button is not taken
 * for a swap through this pool. What the pool's listing tells shows with the pool (on a long-tail page,
 * with the HTML: the edge writes it into `PoolReadOnlyNoteSlot`); the rest is read from the chain after
 * hydration by two plain JSON-RPC reads loaded then (the pool page carries no chain library), which is why
 * the note sits below the chart: above it, a late note pushed the chart down.
 */
export function PoolReadOnlyNote({ pool }: { pool: PoolRow }) {
  const listed = listedReadOnlyReason(pool);
  const [checked, setChecked] = useState<ReadOnlyReason>();
  const { version, address, isDynamicFee, hookAddress } = pool;
  useEffect(() => {
    if (listed) return;
    const pool = { version, address, isDynamicFee, hookAddress };
    let current = true;
    Promise.all([import('../../wallet/appChains.ts'), import('../../trading/poolTradability.ts')])
      .then(([{ defaultAppChain }, { readOnlyReason }]) =>
        readOnlyReason(
          defaultAppChain.rpcUrls.default.http[0] ?? '',
          defaultAppChain.protocol.v4StateView,
          pool,
        ),
      )
      // An unreachable chain says nothing about the pool: the swap page reports the chain itself.
      .then(
        (found) => current && setChecked(found),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [listed, version, address, isDynamicFee, hookAddress]);
  const reason = listed ?? checked;
  if (!reason) return null;
  return (
    <p className={NOTE_CLASS} role="note" data-testid="pool-read-only">
      {readOnlyNote(reason)}
    </p>
  );
}

/**
 * The note's place in a long-tail shell, before the page knows its pool: empty (and not shown) unless
 * the edge wrote the note in (data/firstAnswers.ts); React keeps that text when it hydrates.
 */
export function PoolReadOnlyNoteSlot() {
  return (
    <p
      className={NOTE_CLASS}
      role="note"
      {...{ [FIRST_ANSWER_SLOT_ATTRIBUTE]: FIRST_ANSWER_SLOTS.poolReadOnlyNote }}
      suppressHydrationWarning
    >
      {''}
    </p>
  );
}
