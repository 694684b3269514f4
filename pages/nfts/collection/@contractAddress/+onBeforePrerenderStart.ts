import { NFT_COLLECTION_PAGE, shellPathOf } from '../../../../preview/pagePaths.ts';

/** Every collection page is long-tail: one shell, filled in the browser from the address bar. */
export const onBeforePrerenderStart = () => [shellPathOf(NFT_COLLECTION_PAGE)];
