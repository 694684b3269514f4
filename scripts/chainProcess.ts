import { type ChildProcess, spawn } from 'node:child_process';
import { chainStatus } from '../chain/chainStatus.ts';
import { CHAIN_OFF, chainRpcUrlFrom } from '../data/chainRpcUrl.ts';

export interface RunningChain {
  url: string;
  /** Stops the local chain if this process started it; a no-op otherwise. */
  stop(): Promise<void>;
}

/** Generous: set-up takes a few seconds, more on a loaded machine. */
const READY_WITHIN_MS = 60_000;

/**
 * Makes sure a chain answers at `chainRpcUrlFrom(env)`. One already answering is used as it is
 * (a local chain still setting up is waited for); with the default URL, a local chain is started as a
 * child process for as long as the caller needs it; a configured `CHAIN_RPC_URL` that does not answer
 * is an error; `CHAIN_RPC_URL=off` wants none. Start it before the Data API, whose indexer connects to it.
 */
export async function ensureChain(env: NodeJS.ProcessEnv = process.env): Promise<RunningChain> {
  const url = chainRpcUrlFrom(env);
  if (url === CHAIN_OFF) return { url, stop: async () => {} };
  const status = await chainStatus(url);
  if (status !== 'unreachable') {
    await waitUntilReady(url);
    return { url, stop: async () => {} };
  }
  if (env.CHAIN_RPC_URL) throw new Error(`Nothing answers at CHAIN_RPC_URL=${url}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/chain.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  try {
    await waitUntilReady(url, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, stop: () => stopChild(child) };
}

async function waitUntilReady(url: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`The local chain exited with code ${child.exitCode}`);
    const status = await chainStatus(url);
    if (status === 'ready' || status === 'other chain') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The chain at ${url} was not ready within ${READY_WITHIN_MS / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
