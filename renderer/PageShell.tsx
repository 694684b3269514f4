import type { PageContext } from 'vike/types';
import { HydrationFlag } from '../components/useHydrated.ts';
import { useSavedCurrencyChoice } from '../currency/useDisplayCurrency.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { TopBar } from './TopBar.tsx';
import { PageContextProvider } from './usePageContext.tsx';

/**
 * Every page inside the same frame: the top bar, then the page, at most ~1200 px wide. A page that
 * throws shows the error screen inside the frame. The reader's saved currency comes back from here.
 */
export function PageShell({ pageContext }: { pageContext: PageContext }) {
  useSavedCurrencyChoice();
  const { Page } = pageContext.config;
  return (
    <PageContextProvider pageContext={pageContext}>
      <HydrationFlag>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <TopBar pathname={pageContext.urlPathname} />
        <main id="main" className="page">
          <PageErrorBoundary key={pageContext.urlPathname}>{Page ? <Page /> : null}</PageErrorBoundary>
        </main>
      </HydrationFlag>
    </PageContextProvider>
  );
}
