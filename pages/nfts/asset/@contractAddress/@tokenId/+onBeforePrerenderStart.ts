import { SHELL_PARAM } from '../../../../../renderer/shellParams.ts';

/** Every NFT page is long-tail: one shell, filled in the browser from the address bar. */
export const onBeforePrerenderStart = () => [`/nfts/asset/${SHELL_PARAM}/${SHELL_PARAM}`];
