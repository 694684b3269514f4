import { NFT_COLLECTION_ACTIVITY_PAGE, shellPathOf } from '../../../../../preview/pagePaths.ts';

/** Every collection's activity page is long-tail: one shell, filled in the browser. */
export const onBeforePrerenderStart = () => [shellPathOf(NFT_COLLECTION_ACTIVITY_PAGE)];
