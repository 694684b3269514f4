import type { DatabaseSync } from 'node:sqlite';
import type { Plugin } from 'graphql-yoga';
import { PASSKEYS_PATH } from '../data/passkeyApi.ts';
import { UNINSTALL_FEEDBACK_PATH } from '../data/uninstallFeedback.ts';
import { uninstallFeedbackRoutes } from './extension/uninstallFeedbackRoutes.ts';
import { preflightAnswer, problemAnswer } from './jsonEndpoint.ts';
import { passkeyRoutes } from './passkeys/passkeyRoutes.ts';
import { createPasskeyStore } from './passkeys/passkeyStore.ts';
import type { RelyingParty } from './passkeys/relyingParty.ts';

export interface SavedDataOptions {
  /** The backend's store (backend/store/backendStore.ts). */
  store: DatabaseSync;
  relyingParty: RelyingParty;
  clock?: () => number;
}

/**
 * The JSON endpoints beside `/graphql` that keep what people save in the backend's store: passkeys
 * (`/passkeys/…`) and the extension's uninstall feedback. Each route module answers its own paths.
 */
export function savedDataEndpointsPlugin({
  store,
  relyingParty,
  clock = Date.now,
}: SavedDataOptions): Plugin {
  const passkeys = passkeyRoutes(createPasskeyStore(store, { clock }), relyingParty);
  const uninstallFeedback = uninstallFeedbackRoutes(store, { clock });
  return {
    async onRequest({ request, url, serverContext, endResponse }) {
      const path = url.pathname;
      if (!path.startsWith(`${PASSKEYS_PATH}/`) && path !== UNINSTALL_FEEDBACK_PATH) return;
      if (request.method === 'OPTIONS') return endResponse(preflightAnswer());
      try {
        const answer =
          (await passkeys(request, path)) ??
          (await uninstallFeedback(request, path, senderOf(serverContext)));
        if (answer) endResponse(answer);
      } catch (error) {
        endResponse(problemAnswer(error));
      }
    },
  };
}

/** The peer's address as the Node server saw it (`yoga.fetch` in tests has none: one sender). */
function senderOf(serverContext: unknown): string {
  const req = (serverContext as { req?: { socket?: { remoteAddress?: string } } } | undefined)?.req;
  return req?.socket?.remoteAddress ?? 'local';
}
