import { shellPathOf, TOKEN_LAUNCH_PAGE } from '../../../../preview/pagePaths.ts';

/** Every launch page is long-tail: one shell, filled in the browser from the address bar and the chain. */
export const onBeforePrerenderStart = () => [shellPathOf(TOKEN_LAUNCH_PAGE)];
