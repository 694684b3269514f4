import { useSyncExternalStore } from 'react';
import { OfflineBanner, type UnreachablePart } from '../components/OfflineBanner.tsx';
import { UpdatePrompt } from '../components/UpdatePrompt.tsx';
import { useReachability } from '../components/useReachability.ts';
import { dataFreshness, subscribeDataFreshness } from '../data/freshness.ts';
import { appUpdateAvailable, reloadToNewVersion, subscribeAppUpdate } from './serviceWorkerRegistration.ts';

/**
 * The installable app's notes over every page: which of the chain and the Data API cannot be reached,
 * saved data with its age, and the update prompt. Silent while everything answers, whatever
 * `navigator.onLine` says (a local chain answers on a machine with no network).
 */
export function AppStatus() {
  const reach = useReachability();
  const freshness = useSyncExternalStore(subscribeDataFreshness, dataFreshness, dataFreshness);
  const updateAvailable = useSyncExternalStore(subscribeAppUpdate, appUpdateAvailable, () => false);
  const unreachable: UnreachablePart[] = [];
  if (reach.chain.since) unreachable.push({ name: 'the chain', since: reach.chain.since });
  if (reach.dataApi.since) unreachable.push({ name: 'the Data API', since: reach.dataApi.since });
  return (
    <div className="app-status-stack">
      {unreachable.length > 0 || freshness.fromOfflineCopy ? (
        <OfflineBanner
          browserOnline={reach.browserOnline}
          savedData={freshness.fromOfflineCopy}
          unreachable={unreachable}
          dataFrom={freshness.oldestAnswerAt}
        />
      ) : null}
      {updateAvailable ? <UpdatePrompt onReload={reloadToNewVersion} /> : null}
    </div>
  );
}
