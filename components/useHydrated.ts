import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';

/** Outside the page frame (a component rendered on its own) nothing is waiting to hydrate. */
const Hydrated = createContext(true);

/**
 * The page frame's one flag, false in the prerendered HTML and while it hydrates. It turns true once,
 * after hydration, as a transition: the controls that read it re-render in slices the browser can
 * interrupt, not in one task (a store read by `useSyncExternalStore` re-rendered them all at once).
 */
export function HydrationFlag({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return createElement(Hydrated.Provider, { value: hydrated }, children);
}

/**
 * False in prerendered HTML and while it hydrates, true once React runs the page: a control whose
 * click needs the page's code stays disabled until then, so an early click is never silently lost.
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}
