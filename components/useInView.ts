import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the viewport (once true, stays true). Sections below the fold
 * load their data only then, so a first visit spends its bandwidth and CPU on what is on screen.
 */
export function useInView<T extends Element>(margin = '200px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, margin]);
  return [ref, inView];
}
