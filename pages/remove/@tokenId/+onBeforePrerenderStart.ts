import { REMOVE_POSITION_PAGE, shellPathOf } from '../../../preview/pagePaths.ts';

/** Any position's removal is rendered in the browser from one shell. */
export const onBeforePrerenderStart = () => [shellPathOf(REMOVE_POSITION_PAGE)];
