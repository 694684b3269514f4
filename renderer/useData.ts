import type { PageContext } from 'vike/types';
import { usePageContext } from './usePageContext.tsx';

/** A page's `+data` function, whose return type is the page's data. */
type DataLoader = (...args: never[]) => unknown;
export type DataOf<Load extends DataLoader> = Awaited<ReturnType<Load>>;

/**
 * The page's data as its `+data` function returns it: `useData<typeof tokenPageData>()`. vike hands
 * `pageContext.data` over untyped; this is the one place that gives it its type, from the loader itself.
 */
export function useData<Load extends DataLoader>(): DataOf<Load> {
  return dataOf<Load>(usePageContext());
}

/** The same outside React (a `+preview` setting reads the page context it is given). */
export function dataOf<Load extends DataLoader>(pageContext: Pick<PageContext, 'data'>): DataOf<Load> {
  return pageContext.data as DataOf<Load>;
}
