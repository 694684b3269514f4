import { useEffect, useState } from 'react';

const TICK_MS = 30_000;

/**
 * The clock for relative times: 0 in prerendered HTML and while it hydrates (so server and browser
 * render the same), then now, every 30 s.
 */
export function useNow(): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
