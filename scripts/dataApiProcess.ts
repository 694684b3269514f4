import { type ChildProcess, spawn } from 'node:child_process';
import { DEFAULT_DATA_API_URL } from '../data/dataApiUrl.ts';

/** The Data API endpoint this process uses: `DATA_API_URL`, else the embedded one. */
export function dataApiUrl(): string {
  return process.env.DATA_API_URL ?? `http://127.0.0.1:${process.env.DATA_API_PORT ?? 4000}/graphql`;
}

export interface RunningDataApi {
  url: string;
  /** Stops the embedded Data API if this process started it; a no-op otherwise. */
  stop(): Promise<void>;
}

/**
 * Makes sure a Data API answers. A configured `DATA_API_URL` is used as it is; with the default, an
 * embedded Data API already running is reused, else one is started for as long as the caller needs it.
 */
export async function ensureDataApi(): Promise<RunningDataApi> {
  const url = dataApiUrl();
  if (await answers(url)) return { url, stop: async () => {} };
  if (process.env.DATA_API_URL && process.env.DATA_API_URL !== DEFAULT_DATA_API_URL) {
    throw new Error(`Nothing answers at DATA_API_URL=${url}`);
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: process.env,
  });
  await waitUntilAnswers(url, child);
  return { url, stop: () => stopChild(child) };
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntilAnswers(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The embedded Data API exited with code ${child.exitCode}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`The embedded Data API did not answer at ${url} within 60 s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
