import { PROPOSAL_PAGE, shellPathOf } from '../../../preview/pagePaths.ts';

/** Every proposal page is long-tail: one shell, filled in the browser from the address bar. */
export const onBeforePrerenderStart = () => [shellPathOf(PROPOSAL_PAGE)];
