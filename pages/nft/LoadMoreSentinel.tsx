import { useEffect } from 'react';
import { useInView } from '../../components/useInView.ts';

/**
 * Asks for the next page when it comes near the viewport (infinite scroll). Render it with a key that
 * changes per page: each instance fires once, so a page is asked for once.
 */
export function LoadMoreSentinel({ onVisible }: { onVisible: () => void }) {
  const [ref, inView] = useInView<HTMLDivElement>('600px');
  useEffect(() => {
    if (inView) onVisible();
  }, [inView, onVisible]);
  return <div ref={ref} className="load-more-sentinel" aria-hidden="true" />;
}
