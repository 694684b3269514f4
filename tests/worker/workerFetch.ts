import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../../worker/index.ts';

/**
 * One request through the real worker, waiting for its `waitUntil` work (cache writes) to finish, so
 * the next request sees what this one stored. `bindings` replaces some of the worker's bindings.
 */
export async function workerFetch(input: string, init: RequestInit = {}, bindings: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const request = new Request(new URL(input, 'http://edge.test'), init);
  const response = await worker.fetch(request as never, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
