import { PORTFOLIO_ADDRESS_PAGE, shellPathOf } from '../../../preview/pagePaths.ts';

/** Any address's portfolio is rendered in the browser from one shell. */
export const onBeforePrerenderStart = () => [shellPathOf(PORTFOLIO_ADDRESS_PAGE)];
