import { SHELL_PARAM } from '../../../../../renderer/shellParams.ts';

/** Every collection's activity page is long-tail: one shell, filled in the browser. */
export const onBeforePrerenderStart = () => [`/nfts/collection/${SHELL_PARAM}/activity`];
