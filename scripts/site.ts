import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chainRpcUrlFrom } from '../data/chainRpcUrl.ts';
import { dataApiUrlFrom } from '../data/dataApiUrl.ts';
import { DEFAULT_SITE_PORT } from '../preview/previewSettings.ts';
import { WORKER_VAR_KEYS } from '../worker/workerVars.ts';
import { WRANGLER_CONFIG, wranglerBin } from './wranglerBin.ts';

export interface SiteOptions {
  /**
   * Start with empty edge caches (a temporary Cache API store, removed on stop) instead of the ones
   * `npm start` keeps between runs: tests and benches must not find what an earlier run stored.
   */
  freshState?: boolean;
}

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

/** The built site to serve; `SITE_ASSETS_DIR` serves another one (wrangler.jsonc names dist/client). */
export const SITE_ASSETS_DIR = process.env.SITE_ASSETS_DIR ?? 'dist/client';
/** Where the edge keeps its Cache API store; `SITE_STATE_DIR` moves it (a test's own folder). */
const SITE_STATE_DIR = process.env.SITE_STATE_DIR;
const READY_TIMEOUT_MS = 90_000;

/**
 * Serves an existing build of dist/client through the edge worker (wrangler dev, workerd) on
 * 127.0.0.1:`port`: page routes get their preview tags and /api/image/* renders cards, exactly as at
 * the edge. The worker's vars come from this process's env.
 */
export async function startSite(
  port = Number(process.env.PORT || DEFAULT_SITE_PORT),
  options: SiteOptions = {},
): Promise<RunningSite> {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) throw new Error(`Something already listens on ${url}; set PORT to a free port`);
  const vars = workerVarsFrom(process.env, url);
  const wrangler = wranglerBin();
  const args = ['dev', '--config', WRANGLER_CONFIG, '--ip', '127.0.0.1', '--port', String(port)];
  args.push('--assets', SITE_ASSETS_DIR, '--show-interactive-dev-session=false');
  args.push('--log-level', process.env.WRANGLER_LOG ?? 'warn');
  // wrangler's devtools port is 9229 unless told: a second site (a bench beside a test run) would fail on it.
  args.push('--inspector-port', String(await freeLoopbackPort()));
  const state = options.freshState ? await mkdtemp(path.join(tmpdir(), 'site-state-')) : undefined;
  const persistTo = state ?? SITE_STATE_DIR;
  if (persistTo) args.push('--persist-to', persistTo);
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
  const child = spawn(process.execPath, [wrangler, ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // Offline by design: no metrics, and no fetch of Cloudflare's `request.cf` sample from the internet.
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    // Its own process group: stopping the site also stops the workerd processes wrangler starts.
    detached: true,
  });
  const stop = async () => {
    await stopGroup(child);
    if (state) await rm(state, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * The worker's vars from this process's env: each one it sets (wrangler.jsonc holds the defaults of
 * the rest), and the endpoints computed as the build computes them.
 */
export function workerVarsFrom(env: NodeJS.ProcessEnv, siteUrl: string): Record<string, string> {
  const set = WORKER_VAR_KEYS.flatMap((key) => (env[key] ? [[key, env[key]] as const] : []));
  return {
    ...Object.fromEntries(set),
    DATA_API_URL: dataApiUrlFrom(env),
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN || siteUrl,
    // The table when there is one (the worker refuses both), else the one chain.
    ...(env.CHAIN_RPC_URLS ? {} : { CHAIN_RPC_URL: chainRpcUrlFrom(env) }),
  };
}

/** A loopback port nothing listens on (benches and tests, so they never measure someone else's server). */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site did not answer at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const force = setTimeout(() => signalGroup(pid, 'SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signalGroup(pid, 'SIGTERM');
  });
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
