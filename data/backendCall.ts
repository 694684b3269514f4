const TIMEOUT_MS = 10_000;

export interface BackendCallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A passkey session's bearer token. */
  token?: string | undefined;
}

/** A call the backend refused (its words) or that got no answer (ours); `status` 0 for no answer. */
export class BackendCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One call to the embedded backend's JSON endpoints beside `/graphql` (passkeys, uninstall feedback), at
 * the Data API's origin the build baked in. It resolves with the answer's JSON, or rejects with words a
 * page can show as they are.
 */
export async function backendCall<T>(path: string, { method = 'GET', body, token }: BackendCallOptions = {}) {
  let response: Response;
  try {
    response = await fetch(new URL(path, import.meta.env.BUILD_DATA_API_URL), {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new BackendCallError(0, 'The server did not answer. Check your connection and try again.');
  }
  const answer = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined;
  if (!response.ok) {
    const words =
      typeof answer?.error === 'string' ? answer.error : `The server answered ${response.status}.`;
    throw new BackendCallError(response.status, words);
  }
  return answer as T;
}
