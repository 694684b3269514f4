import { readAtMost } from './boundedBody.ts';
import { DataApiError } from './dataApiError.ts';

/** Answers larger than this are refused rather than buffered. */
export const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

export interface AnswerRules {
  maxResponseBytes: number;
  /** The key the call carried: an answer that repeats it is withheld, so no page or proxy passes it on. */
  apiKey?: string | undefined;
}

/**
 * The spec's rules for one Data API answer, wherever it is read (the one client, the edge's `/graphql`
 * proxy): a status of 300 or above is a server error, a body over the bound is refused while it streams,
 * and a body that is not JSON is a parse error. Returns the body's text.
 */
export async function readDataApiAnswer(response: Response, rules: AnswerRules): Promise<string> {
  if (response.status >= 300) {
    await response.body?.cancel();
    throw new DataApiError('server', `Data API answered HTTP ${response.status}`, {
      status: response.status,
    });
  }
  const bytes = await readAtMost(response, rules.maxResponseBytes);
  if (!bytes) throw new DataApiError('too-large', `Data API answer is over ${rules.maxResponseBytes} bytes`);
  const body = new TextDecoder().decode(bytes);
  try {
    JSON.parse(body);
  } catch (cause) {
    throw new DataApiError('parse', 'Data API answer is not JSON', { cause });
  }
  if (rules.apiKey && body.includes(rules.apiKey)) {
    throw new DataApiError('server', 'Data API answer repeats the API key; withheld');
  }
  return body;
}

/**
 * An answer worth keeping: data and no GraphQL errors. A GraphQL error comes back with HTTP 200, so the
 * status alone cannot keep errors out of a cache (the service worker's, the edge's).
 */
export function isCompleteDataApiAnswer(body: string): boolean {
  try {
    const answer: unknown = JSON.parse(body);
    if (typeof answer !== 'object' || answer === null) return false;
    const { data, errors } = answer as { data?: unknown; errors?: unknown };
    return (
      data !== undefined &&
      data !== null &&
      (errors === undefined || (Array.isArray(errors) && errors.length === 0))
    );
  } catch {
    return false;
  }
}
