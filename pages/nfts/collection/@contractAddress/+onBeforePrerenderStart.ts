import { SHELL_PARAM } from '../../../../renderer/shellParams.ts';

/** Every collection page is long-tail: one shell, filled in the browser from the address bar. */
export const onBeforePrerenderStart = () => [`/nfts/collection/${SHELL_PARAM}`];
