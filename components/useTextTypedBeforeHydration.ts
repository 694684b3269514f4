import { type RefObject, useEffect, useRef } from 'react';

/**
 * A search box is part of the prerendered page, so a reader can type into it before the scripts have
 * run; React hydrates it with empty text and would not search what was typed. On mount, text already
 * in the box is taken over as if it had been typed then. `setText` must be stable (a state setter).
 */
export function useTextTypedBeforeHydration(
  setText: (text: string) => void,
): RefObject<HTMLInputElement | null> {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setText(typed);
  }, [setText]);
  return input;
}
