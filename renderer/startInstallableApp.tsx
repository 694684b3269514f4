import { createRoot } from 'react-dom/client';
import { resetDataFreshness } from '../data/freshness.ts';

/** The service worker's side of the page: nothing of it is needed for the first paint. */
const loadRegistration = () => import('./serviceWorkerRegistration.ts');

let started = false;

/**
 * The installable app's part of every client render (called from +onRenderClient): on the first,
 * the service worker and the status notes (loaded after the page's code), in their own root beside
 * the page so the page's hydration is untouched; on each later (client-side) navigation, a fresh
 * count of the data shown, and the page kept for offline use.
 */
export function startInstallableApp(pageContext: { urlOriginal: string }): void {
  if (!started) {
    started = true;
    void loadRegistration().then(({ registerServiceWorker }) => registerServiceWorker());
    const container = document.createElement('div');
    container.id = 'app-status';
    document.body.append(container);
    // The notes show only when something is wrong or new: their code is not part of the first load.
    void import('./AppStatus.tsx').then(({ AppStatus }) => createRoot(container).render(<AppStatus />));
    return;
  }
  resetDataFreshness();
  const url = new URL(pageContext.urlOriginal, window.location.href).href;
  void loadRegistration().then(({ keepPageOffline }) => keepPageOffline(url));
}
