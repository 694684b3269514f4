import { useSyncExternalStore } from 'react';
import { appReachability } from '../data/appReachability.ts';
import { ALL_REACHABLE, type Reachability } from '../data/endpointReachability.ts';

/** Which of the chain and the Data API answer (data/endpointReachability.ts); all of them while prerendering. */
export function useReachability(): Reachability {
  return useSyncExternalStore(appReachability.subscribe, appReachability.snapshot, () => ALL_REACHABLE);
}
