import { SHELL_PARAM } from '../../../renderer/shellParams.ts';

/** Any address's portfolio is rendered in the browser from one shell (see renderer/shellParams.ts). */
export const onBeforePrerenderStart = () => [`/portfolio/${SHELL_PARAM}`];
