import { createContext, type ReactNode, useContext } from 'react';
import type { PageContext } from 'vike/types';

const Context = createContext<PageContext | undefined>(undefined);

export function PageContextProvider({
  pageContext,
  children,
}: {
  pageContext: PageContext;
  children: ReactNode;
}) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>;
}

/** The current page's vike context (route params, data, URL), for any component below the shell. */
export function usePageContext(): PageContext {
  const pageContext = useContext(Context);
  if (!pageContext) throw new Error('usePageContext() outside of the page shell');
  return pageContext;
}
