import { MIGRATE_V2_PAIR_PAGE, shellPathOf } from '../../../../../preview/pagePaths.ts';

/** Any pair's migration is rendered in the browser from one shell. */
export const onBeforePrerenderStart = () => [shellPathOf(MIGRATE_V2_PAIR_PAGE)];
