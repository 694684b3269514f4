import { buildAppIcons } from './buildAppIcons.ts';
import { buildServiceWorker } from './buildServiceWorker.ts';
import { buildWebManifest } from './buildWebManifest.ts';
import { dataApiUrl } from './dataApiProcess.ts';

/**
 * The installable app, made from the finished static site: icons and manifest first, then the
 * service worker, whose precache must see them.
 */
export async function buildInstallableApp(clientDir = 'dist/client'): Promise<void> {
  await buildAppIcons(clientDir);
  await buildWebManifest(clientDir);
  const worker = await buildServiceWorker(clientDir, dataApiUrl());
  const kib = Math.round(worker.precachedBytes / 1024);
  console.log(`Service worker ${worker.version}: ${worker.precachedFiles} files precached (${kib} KiB)`);
}
