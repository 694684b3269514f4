import { useEffect } from 'react';
import { useInView } from './useInView.ts';
import './NearViewportSentinel.css';

/**
 * Fires once when it comes within 600 px of the viewport: the end of a list that grows as the reader
 * scrolls (the next page of an infinite list, the next rows of a long table). Render it with a key that
 * changes each time the list grows: each instance fires once, so each step is taken once.
 */
export function NearViewportSentinel({ onNear }: { onNear: () => void }) {
  const [ref, inView] = useInView<HTMLDivElement>('600px');
  useEffect(() => {
    if (inView) onNear();
  }, [inView, onNear]);
  return <div ref={ref} className="near-viewport-sentinel" aria-hidden="true" />;
}
