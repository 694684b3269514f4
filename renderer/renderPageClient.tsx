import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { primeFirstAnswers } from '../data/hooks/primeFirstAnswers.ts';
import { APP_ROOT_ID } from './appRoot.ts';
import { PageShell } from './PageShell.tsx';
import { startInstallableApp } from './startInstallableApp.tsx';

let root: Root | undefined;

/** Hydrates the server HTML once, then re-renders in place on each client-side navigation. */
export function renderPageClient(pageContext: PageContextClient): void {
  startInstallableApp(pageContext);
  const page = <PageShell pageContext={pageContext} />;
  const container = document.getElementById(APP_ROOT_ID);
  if (!container) throw new Error(`#${APP_ROOT_ID} is missing from the page HTML`);
  if (!root) {
    primeFirstAnswers();
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      root = hydrateRoot(container, page);
    });
  } else {
    // Pages with a title of their own set it once their data is in (useDocumentTitle).
    document.title = import.meta.env.BUILD_DEFAULT_PAGE_TITLE;
    root.render(page);
    window.scrollTo(0, 0);
  }
}
