import { useEffect } from 'react';

/**
 * The tab title of a page rendered in the browser (client navigation, long-tail pages): the same
 * title its link preview carries. Pages without their own keep the default the renderer sets.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
