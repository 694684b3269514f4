/**
 * workerd (1.2026111x, under @cloudflare/vitest-pool-workers) rejects a promise of its own, out of any
 * code's reach, when a fetch body that is still streaming is aborted: reproduced with nothing but
 * `fetch(url, { signal: AbortSignal.timeout(…) })`, `getReader()` and `read()` in a try/catch, which
 * catches the same error. The slow-logo test aborts such a body on purpose (the guarded fetch's 5 s
 * bound), so vitest's unhandled-error check drops exactly that rejection and keeps every other one.
 */
export function isWorkerdAbortedBodyRejection(error: { name?: string; message?: string; stack?: string }) {
  return (
    error.name === 'TimeoutError' &&
    error.message === 'The operation was aborted due to timeout' &&
    (error.stack ?? '').includes('readAtMost')
  );
}
