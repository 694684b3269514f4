import { useSyncExternalStore } from 'react';

/** A list this browser remembers (localStorage), shared by every view and every tab of the site. */
export interface RememberedList<T> {
  /** The list now, oldest first. */
  items(): readonly T[];
  /** Replaces the list; every view using it renders again. */
  save(next: readonly T[]): void;
  /** The list in a component: none in prerendered HTML and at hydration, the remembered one right after. */
  useItems(): readonly T[];
}

const NONE: readonly never[] = [];

/**
 * One list of `T` kept in this browser under `storageKey`; what storage holds is checked item by item
 * with `isItem` (another version of the site, or a person, may have written anything there).
 */
export function rememberedList<T>(
  storageKey: string,
  isItem: (value: unknown) => value is T,
): RememberedList<T> {
  let current: readonly T[] | undefined;
  const listeners = new Set<() => void>();

  const items = () => {
    current ??= read();
    return current;
  };
  const publish = (next: readonly T[]) => {
    current = next;
    for (const listener of listeners) listener();
  };
  // Another tab changing the list shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) publish(read());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (listeners.size === 1) addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) removeEventListener('storage', onStorage);
    };
  };

  function read(): readonly T[] {
    try {
      const saved: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
      const kept = Array.isArray(saved) ? saved.filter(isItem) : [];
      // The same empty list as the prerendered HTML's: a new one would make every view re-render at once after hydration.
      return kept.length > 0 ? kept : NONE;
    } catch {
      return NONE;
    }
  }

  return {
    items,
    save(next) {
      try {
        localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Storage denied (private mode): the list lasts for this page only.
      }
      publish(next);
    },
    useItems: () => useSyncExternalStore(subscribe, items, () => NONE),
  };
}
