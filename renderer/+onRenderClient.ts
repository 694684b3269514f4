import type { OnRenderClientAsync } from 'vike/types';

/**
 * React and the page frame are a module of their own, fetched as soon as the page's code runs and run
 * in a task of their own: the browser runs a module and everything it imports in one task, and the
 * router, the page and React together made the longest task of every first load.
 */
const pageRenderer = import('./renderPageClient.tsx');

export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  (await pageRenderer).renderPageClient(pageContext);
};
