import { createRoot } from 'react-dom/client';
import { resetDataFreshness } from '../data/freshness.ts';
import { keepPageOffline, registerServiceWorker } from './serviceWorkerRegistration.ts';

let started = false;

/**
 * The installable app's part of every client render (called from +onRenderClient): on the first,
 * the service worker and the status notes, in their own root beside the page so the page's
 * hydration is untouched; on each later (client-side) navigation, a fresh count of the data shown.
 */
export function startInstallableApp(pageContext: { urlOriginal: string }): void {
  if (!started) {
    started = true;
    registerServiceWorker();
    const container = document.createElement('div');
    container.id = 'app-status';
    document.body.append(container);
    // The notes show only when something is wrong or new: their code is not part of the first load.
    void import('./AppStatus.tsx').then(({ AppStatus }) => createRoot(container).render(<AppStatus />));
    return;
  }
  resetDataFreshness();
  keepPageOffline(new URL(pageContext.urlOriginal, window.location.href).href);
}
