import { MIGRATE_V2_ADDRESS_PAGE, shellPathOf } from '../../../../preview/pagePaths.ts';

/** Any address's V2 shares are listed in the browser from one shell. */
export const onBeforePrerenderStart = () => [shellPathOf(MIGRATE_V2_ADDRESS_PAGE)];
