import { REMOVE_V2_PAGE, shellPathOf } from '../../../../../preview/pagePaths.ts';

/** Any pair's removal is rendered in the browser from one shell. */
export const onBeforePrerenderStart = () => [shellPathOf(REMOVE_V2_PAGE)];
