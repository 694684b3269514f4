// The frame's styles come first in the site's one stylesheet, in the order the frame imports them, so a
// page's rules still win over them: this module is in every page's first load, while the frame itself
// loads on its own (below). tests/architecture/frameStylesheets.test.ts holds this list to the frame's.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import './theme.css';
import '../components/dataViews.css';
import '../components/Spinner.css';
import '../components/CurrencySelect.css';
import './TopBar.css';
import '../components/appStatus.css';
import type { OnRenderClientAsync } from 'vike/types';
import { yieldToBrowser } from './yieldToBrowser.ts';

/**
 * React and the page frame are a module of their own, fetched as soon as the page's code runs and run
 * in a task of their own: the browser runs a module and everything it imports in one task, and the
 * router, the page and React together made the longest task of every first load.
 */
const pageRenderer = import('./renderPageClient.tsx');

export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  const { renderPageClient } = await pageRenderer;
  // The page's modules have just run: hydration starts in a task of its own.
  if (pageContext.isHydration) await yieldToBrowser();
  renderPageClient(pageContext);
};
