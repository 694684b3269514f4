import type { Workbox } from 'workbox-window';
import {
  KEEP_PAGE_OFFLINE,
  SERVICE_WORKER_PATH,
  type ServiceWorkerMessage,
} from '../sw/serviceWorkerContract.ts';

/** A long-open page asks for a new version this often, besides the browser's own checks on navigation. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registering = false;
let workbox: Workbox | undefined;
let registration: ServiceWorkerRegistration | undefined;
let updateAvailable = false;
let reloadRequested = false;
const listeners = new Set<() => void>();

/**
 * Registers the service worker once per page load. A new version only announces itself (the update
 * prompt); it takes over when the person presses Reload, and the page then reloads once. Workbox's
 * window library loads after the page's own code: nothing of it is needed for the first paint.
 */
export function registerServiceWorker(): void {
  if (registering || !('serviceWorker' in navigator)) return;
  registering = true;
  const controlledAtStart = Boolean(navigator.serviceWorker.controller);
  void import('workbox-window').then(({ Workbox }) => {
    workbox = new Workbox(SERVICE_WORKER_PATH);
    workbox.addEventListener('waiting', () => setUpdateAvailable(true));
    workbox.addEventListener('controlling', (event) => {
      if (reloadRequested) window.location.reload();
      // Another tab let the new version in: this page still runs the old scripts.
      else if (event.isUpdate) setUpdateAvailable(true);
      // The first visit loaded before the worker: keep that page for offline use now.
      else if (!controlledAtStart) keepPageOffline(window.location.href, resourcesFetched());
    });
    workbox.register().then(
      (registered) => {
        registration = registered;
      },
      // Some browsers refuse service workers (private modes, policies): the site works on without one.
      (error: unknown) => console.warn('Service worker not registered', error),
    );
  });
  setInterval(checkForUpdate, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}

/** The Reload of the update prompt. */
export function reloadToNewVersion(): void {
  reloadRequested = true;
  if (registration?.waiting) workbox?.messageSkipWaiting();
  else window.location.reload();
}

/**
 * Pages reached by client-side routing, and the first visit, never passed the worker as navigations:
 * it fetches them once. `resources` are what the page fetched before the worker controlled it; the
 * worker fetches again those that are Data API queries.
 */
export function keepPageOffline(url: string, resources: string[] = []): void {
  const message: ServiceWorkerMessage = { type: KEEP_PAGE_OFFLINE, url, resources };
  navigator.serviceWorker?.controller?.postMessage(message);
}

export function appUpdateAvailable(): boolean {
  return updateAvailable;
}

export function subscribeAppUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function resourcesFetched(): string[] {
  return performance.getEntriesByType('resource').map((entry) => entry.name);
}

function checkForUpdate(): void {
  void workbox?.update();
}

function setUpdateAvailable(available: boolean): void {
  updateAvailable = available;
  for (const listener of listeners) listener();
}
