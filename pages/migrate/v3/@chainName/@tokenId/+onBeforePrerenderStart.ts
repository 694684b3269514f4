import { MIGRATE_V3_PAGE, shellPathOf } from '../../../../../preview/pagePaths.ts';

/** Any V3 position's migration is rendered in the browser from one shell. */
export const onBeforePrerenderStart = () => [shellPathOf(MIGRATE_V3_PAGE)];
