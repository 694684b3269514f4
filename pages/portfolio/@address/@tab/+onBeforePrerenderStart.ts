import { PORTFOLIO_ADDRESS_TAB_PAGE, shellPathOf } from '../../../../preview/pagePaths.ts';

/** Any address's portfolio tab is rendered in the browser from one shell. */
export const onBeforePrerenderStart = () => [shellPathOf(PORTFOLIO_ADDRESS_TAB_PAGE)];
