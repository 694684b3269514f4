import type { Config } from 'vike/types';

/** The app's own renderer (the head is ours: preview tags come from preview/), with client routing. */
export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  passToClient: ['routeParams'],
} satisfies Config;
