import { useSyncExternalStore } from 'react';
import { OfflineBanner } from '../components/OfflineBanner.tsx';
import { UpdatePrompt } from '../components/UpdatePrompt.tsx';
import { useOnline } from '../components/useOnline.ts';
import { dataFreshness, subscribeDataFreshness } from '../data/freshness.ts';
import { appUpdateAvailable, reloadToNewVersion, subscribeAppUpdate } from './serviceWorkerRegistration.ts';

/** The installable app's notes over every page: offline with the age of the data, and the update prompt. */
export function AppStatus() {
  const online = useOnline();
  const freshness = useSyncExternalStore(subscribeDataFreshness, dataFreshness, dataFreshness);
  const updateAvailable = useSyncExternalStore(subscribeAppUpdate, appUpdateAvailable, () => false);
  return (
    <div className="app-status-stack">
      {!online || freshness.fromOfflineCopy ? <OfflineBanner dataFrom={freshness.oldestAnswerAt} /> : null}
      {updateAvailable ? <UpdatePrompt onReload={reloadToNewVersion} /> : null}
    </div>
  );
}
