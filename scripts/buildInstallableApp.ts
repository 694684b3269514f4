import { browserDataApiUrlFrom } from '../data/dataApiUrl.ts';
import { buildPreviewSettings } from '../renderer/buildPreviewSettings.ts';
import { buildAppIcons } from './buildAppIcons.ts';
import { buildServiceWorker } from './buildServiceWorker.ts';
import { buildWebManifest } from './buildWebManifest.ts';

/**
 * The installable app, made from the finished static site: icons and manifest first, then the
 * service worker, whose precache must see them.
 */
export async function buildInstallableApp(clientDir = 'dist/client'): Promise<void> {
  await buildAppIcons(clientDir);
  await buildWebManifest(clientDir);
  // The service worker keeps the answers of the Data API the browser asks (vite.config.ts).
  const browserDataApi = browserDataApiUrlFrom(process.env, buildPreviewSettings().publicOrigin);
  const worker = await buildServiceWorker(clientDir, browserDataApi);
  const kib = Math.round(worker.precachedBytes / 1024);
  console.log(`Service worker ${worker.version}: ${worker.precachedFiles} files precached (${kib} KiB)`);
}
