import { useEffect, useRef, useState } from 'react';
import type { AssetActivity } from '../../data/hooks/useActivity.ts';

/** Whether new activity arrives as it happens: connecting, live, or off (the page polls instead). */
export type LiveState = 'connecting' | 'live' | 'off';

/**
 * Subscribes to the address's new activity (OnAssetActivity over SSE). The client is loaded here only,
 * when an activity list is on screen, so no other page pays for it.
 */
export function useLiveActivity(owner: string, onActivity: (activity: AssetActivity) => void): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const latest = useRef(onActivity);
  latest.current = onActivity;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    setState('connecting');
    import('../../data/liveAssetActivity.ts').then(
      ({ subscribeToAssetActivity }) => {
        if (cancelled) return;
        stop = subscribeToAssetActivity({
          addresses: [owner],
          onActivity: (activity) => latest.current(activity),
          onState: setState,
        });
      },
      // Offline before the chunk was cached: the updater's poll keeps the list current.
      () => !cancelled && setState('off'),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [owner]);
  return state;
}
