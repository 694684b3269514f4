import { POSITION_PAGES, shellPathOf } from '../../../../../preview/pagePaths.ts';

/** Every position page is long-tail: one shell, filled in the browser from the address bar. */
export const onBeforePrerenderStart = () => [shellPathOf(POSITION_PAGES.v2)];
