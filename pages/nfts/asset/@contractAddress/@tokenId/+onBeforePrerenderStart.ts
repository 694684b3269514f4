import { NFT_ASSET_PAGE, shellPathOf } from '../../../../../preview/pagePaths.ts';

/** Every NFT page is long-tail: one shell, filled in the browser from the address bar. */
export const onBeforePrerenderStart = () => [shellPathOf(NFT_ASSET_PAGE)];
