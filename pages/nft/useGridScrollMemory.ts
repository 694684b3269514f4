import { useEffect, useLayoutEffect, useRef } from 'react';

interface Remembered {
  scrollY: number;
  /** Items the grid showed: the position is restored once as many are back on screen. */
  items: number;
}

/** Where each grid (by URL) was left, for the next visit that comes back to it through history. */
const leftAt = new Map<string, Remembered>();
let cameBack = false;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (cameBack = true));

/**
 * Back from an NFT to its collection finds the grid where it was: the client router restores the
 * scroll position as soon as the page renders, before an infinite-scrolled grid has all its pages
 * again (it clamps to the shorter page). This restores it once the grid has as many items as it had.
 */
export function useGridScrollMemory(items: number | undefined): void {
  const latest = useRef({ scrollY: 0, items: 0 });
  const restoring = useRef<Remembered | undefined>(undefined);

  useLayoutEffect(() => {
    const key = window.location.href;
    if (cameBack) restoring.current = leftAt.get(key);
    cameBack = false;
    const remember = () => {
      latest.current = { scrollY: window.scrollY, items: latest.current.items };
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      leftAt.set(key, latest.current);
    };
  }, []);

  useEffect(() => {
    latest.current = { ...latest.current, items: items ?? 0 };
    const target = restoring.current;
    if (!target || items === undefined || items < target.items) return;
    restoring.current = undefined;
    window.scrollTo(0, target.scrollY);
  }, [items]);
}
