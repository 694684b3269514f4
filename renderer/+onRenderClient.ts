import type { OnRenderClientAsync } from 'vike/types';

/**
 * React and the page frame load as a module of their own: the browser runs a module graph in one task,
 * and the router's start and React's together made the longest task of every first load.
 */
export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  const { renderPageClient } = await import('./renderPageClient.tsx');
  renderPageClient(pageContext);
};
