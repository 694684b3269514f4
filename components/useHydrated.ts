import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False in prerendered HTML and while it hydrates, true once React runs the page: a control whose
 * click needs the page's code stays disabled until then, so an early click is never silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
