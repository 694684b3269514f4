/**
 * What the backend's JSON endpoints beside `/graphql` share (passkeys, the uninstall feedback): bounded
 * bodies, answers with CORS for the site's origin, and failures as a status with words a person can act on.
 */

/** An expected failure: its status and message go to the caller as `{ error }`. */
export class RequestProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The site calls from another origin with a bearer token, never cookies, so any origin may ask. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization',
  'access-control-max-age': '600',
};

export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}

export function preflightAnswer(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

/** A failure as the caller reads it; an unexpected one is logged and told in general words. */
export function problemAnswer(error: unknown): Response {
  if (error instanceof RequestProblem) return jsonAnswer({ error: error.message }, error.status);
  console.error('A backend request failed:', error);
  return jsonAnswer({ error: 'Something went wrong on our side. Try again.' }, 500);
}

/** The request's JSON body, read only up to `maxBytes` (a larger body is refused before it is parsed). */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json'))
    throw new RequestProblem(415, 'Send the request as JSON.');
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk);
    }
  }
  try {
    return JSON.parse(new TextDecoder().decode(Buffer.concat(chunks)));
  } catch {
    throw new RequestProblem(400, 'The request is not valid JSON.');
  }
}

/** The body as an object of named fields, or a 400 saying what was expected. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new RequestProblem(400, 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

function tooLarge(maxBytes: number): RequestProblem {
  return new RequestProblem(413, `The request is too large (at most ${maxBytes} bytes).`);
}
