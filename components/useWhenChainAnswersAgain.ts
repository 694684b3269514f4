import { useEffect, useRef } from 'react';
import { appReachability } from '../data/appReachability.ts';

/**
 * Calls `onAnswer` each time the chain answers again after it did not (a restart, a lost network): a
 * view that reads the chain asks again at once, instead of when its failed read's retry comes round.
 */
export function useWhenChainAnswersAgain(onAnswer: () => void): void {
  const latest = useRef(onAnswer);
  latest.current = onAnswer;
  useEffect(() => {
    let reachable = appReachability.snapshot().chain.reachable;
    return appReachability.subscribe(() => {
      const now = appReachability.snapshot().chain.reachable;
      if (now && !reachable) latest.current();
      reachable = now;
    });
  }, []);
}
