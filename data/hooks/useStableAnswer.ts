import { useRef } from 'react';
import { keepUnchangedParts } from './keepUnchangedParts.ts';

/**
 * The latest answer, made of the objects already shown wherever it equals them. A refetch or a poll
 * parses a whole new tree even when nothing changed; with the unchanged parts kept, an equal answer is
 * the very object already shown (nothing below re-renders), and a poll that adds one row hands every
 * other row its old object, so memoised rows skip their render.
 */
export function useStableAnswer<T>(answer: T): T {
  const shown = useRef(answer);
  // Idempotent: a render React discards leaves an answer equal to the one it would have kept.
  if (shown.current !== answer) shown.current = keepUnchangedParts(shown.current, answer);
  return shown.current;
}
