import { type ChildProcess, spawn } from 'node:child_process';
import { dataApiKeyHeaders } from '../data/dataApiKey.ts';
import { dataApiUrlFrom } from '../data/dataApiUrl.ts';

/** The Data API endpoint this process uses (its env read by data/dataApiUrl.ts). */
export function dataApiUrl(): string {
  return dataApiUrlFrom(process.env);
}

export interface RunningDataApi {
  url: string;
  /** Stops the embedded Data API if this process started it; a no-op otherwise. */
  stop(): Promise<void>;
}

export interface EnsureDataApiOptions {
  /**
   * What to do when a configured `DATA_API_URL` does not answer: a build needs its data and fails;
   * a server warns and serves anyway (pages as built, default tags, error states with Retry), and
   * picks the Data API up by itself once it answers.
   */
  whenDown?: 'fail' | 'warn';
}

/**
 * Makes sure a Data API answers. A configured `DATA_API_URL` is used as it is; with the default, an
 * embedded Data API already running is reused, else one is started for as long as the caller needs it.
 */
export async function ensureDataApi(options: EnsureDataApiOptions = {}): Promise<RunningDataApi> {
  const url = dataApiUrl();
  const fault = await dataApiFault(url);
  if (fault === undefined) return { url, stop: async () => {} };
  const embedded = dataApiUrlFrom({ DATA_API_PORT: process.env.DATA_API_PORT });
  if (url !== embedded) {
    const message = `Nothing answers at DATA_API_URL=${url} (${fault})`;
    if (options.whenDown !== 'warn') throw new Error(message);
    console.warn(
      `Warning: ${message}. Serving anyway: prerendered pages as built, other pages with the default preview tags, data views with Retry; the Data API is used as soon as it answers.`,
    );
    return { url, stop: async () => {} };
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: process.env,
  });
  await waitUntilAnswers(url, child);
  return { url, stop: () => stopChild(child) };
}

/** Why `url` is not a working GraphQL endpoint, in a few words; `undefined` when it answers a query. */
export async function dataApiFault(url: string, timeoutMs = 1_000): Promise<string | undefined> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      // A hosted Data API answers only with the deployer's key.
      headers: { 'content-type': 'application/json', ...dataApiKeyHeaders(process.env.DATA_API_KEY) },
      body: JSON.stringify({ query: '{ __typename }' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError'
      ? `no answer within ${timeoutMs} ms`
      : 'connection failed';
  }
  const body = await response.text().catch(() => '');
  if (!response.ok) return `HTTP ${response.status}`;
  try {
    const answer = JSON.parse(body) as { data?: unknown };
    return answer.data ? undefined : 'a GraphQL answer without data';
  } catch {
    return 'an answer that is not JSON';
  }
}

/** Resolves once `url` answers a query; fails when `child` exits first or after 60 s. */
export async function waitUntilAnswers(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The embedded Data API exited with code ${child.exitCode}`);
    if ((await dataApiFault(url)) === undefined) return;
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
