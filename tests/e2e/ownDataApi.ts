import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { dataApiUrlFrom } from '../../data/dataApiUrl.ts';
import { waitUntilAnswers } from '../../scripts/dataApiProcess.ts';
import { freeLoopbackPort } from '../../scripts/site.ts';

/** The origin of the Data API the e2e build names: what pages call, and what a file's own one stands in for. */
const BUILT_DATA_API_ORIGIN = new URL(dataApiUrlFrom(process.env)).origin;

/**
 * A Data API of one test file's own: `backend/main.ts` on a free port, with its store in a fresh folder,
 * so that the file can restart it and show what the store keeps (passkeys, ramp orders, limit orders)
 * without touching the Data API the other files share.
 */
export interface OwnDataApi {
  /** Its origin; the same across restarts. */
  readonly url: string;
  readonly storeFile: string;
  /** Stops it and starts it again on the same port and store. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Sends a page's calls to the built Data API (those `matches` picks: all by default) here instead,
   * keeping path and query.
   */
  routeFrom(context: BrowserContext, matches?: (url: URL) => boolean): Promise<void>;
}

/** `env`: what the file sets beside the port and store (its chain, or `CHAIN_RPC_URL: 'off'`). */
export async function startOwnDataApi(env: NodeJS.ProcessEnv = {}): Promise<OwnDataApi> {
  const folder = mkdtempSync(join(tmpdir(), 'own-data-api-'));
  const storeFile = join(folder, 'store.sqlite');
  const url = `http://127.0.0.1:${await freeLoopbackPort()}`;
  const start = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        ...env,
        DATA_API_PORT: new URL(url).port,
        DATA_API_URL: '',
        DATA_API_STORE: storeFile,
      },
    });
    await waitUntilAnswers(`${url}/graphql`, child);
    return child;
  };
  let child = await start();
  return {
    url,
    storeFile,
    async restart() {
      await stopChild(child);
      child = await start();
    },
    async stop() {
      await stopChild(child);
      rmSync(folder, { recursive: true, force: true });
    },
    async routeFrom(context, matches = (candidate) => candidate.origin === BUILT_DATA_API_ORIGIN) {
      await context.route(matches, async (route) => {
        const asked = new URL(route.request().url());
        try {
          const response = await route.fetch({
            url: `${url}${asked.pathname}${asked.search}`,
            maxRetries: 0,
          });
          await route.fulfill({ response });
        } catch {
          await route.abort('connectionrefused').catch(() => undefined);
        }
      });
    },
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
