import type { TadaDocumentNode } from 'gql.tada';
import type { GraphQLError } from 'graphql';
import type { GraphQLClient } from 'graphql-request';
import { DEFAULT_MAX_RESPONSE_BYTES, readDataApiAnswer } from './dataApiAnswer.ts';
import { DataApiError } from './dataApiError.ts';
import { dataApiKeyHeaders } from './dataApiKey.ts';
import { documentText } from './lazyDocument.ts';
import { parseWellFormedJson } from './wellFormedJson.ts';

export interface DataApiClientOptions {
  /** GraphQL endpoint: each runtime's `dataApiUrlFrom(env)` (data/dataApiUrl.ts). */
  url: string;
  /** Every call is bounded in time; the edge uses 5 s so a dead Data API never hangs a page. */
  timeoutMs?: number;
  /** Answers larger than this are refused rather than buffered. */
  maxResponseBytes?: number;
  /** A hosted Data API's key: sent with every call (data/dataApiKey.ts); servers only, never the browser. */
  apiKey?: string | undefined;
  fetch?: typeof fetch;
  /** Sees the headers of every answer accepted; the offline banner reads their `Date` (data/freshness.ts). */
  onAnswer?: (headers: Headers) => void;
  /** Told when a call gets no answer at all (network error or timeout), not when it gets a wrong one. */
  onUnreachable?: () => void;
  /**
   * graphql-request's client, where the runtime has it at hand: the edge bundles it, and its first
   * answers race a clock that starts before the call. Without it, it loads at the first call.
   */
  GraphQLClient?: typeof GraphQLClient;
}

export interface RequestOptions {
  /** Queries may go as GET so that HTTP caches (the PWA's service worker) can keep them. */
  method?: 'GET' | 'POST';
  /** Return partial data beside GraphQL errors instead of failing (the worker's pool lookup needs this). */
  tolerateErrors?: boolean;
  signal?: AbortSignal;
}

export interface DataApiResult<TResult> {
  data: TResult | undefined;
  errors: readonly GraphQLError[];
}

export type DataApiClient = ReturnType<typeof createDataApiClient>;

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The one Data API client, runtime-neutral (browser, Node build, workerd). It follows the spec's
 * rules: a status of 300 or above is a server error, a body that is not JSON is a parse error,
 * GraphQL errors surface with any partial data, and every call is bounded in time and size. Every
 * string of an answer is well-formed (data/wellFormedJson.ts), whoever reads it.
 */
export function createDataApiClient(options: DataApiClientOptions) {
  const { url } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const boundedFetch: typeof fetch = async (input, init) => {
    const response = await baseFetch(input, init);
    const body = await readDataApiAnswer(response, { maxResponseBytes, apiKey: options.apiKey });
    options.onAnswer?.(response.headers);
    // The body is known to be JSON; say so, since graphql-request parses by content type.
    const headers = new Headers(response.headers);
    headers.set('content-type', 'application/json');
    return new Response(body, { status: response.status, headers });
  };

  const common = {
    fetch: boundedFetch,
    errorPolicy: 'all',
    jsonSerializer: { parse: parseWellFormedJson, stringify: JSON.stringify },
    headers: dataApiKeyHeaders(options.apiKey),
  } as const;
  const clientsOf = (Client: typeof GraphQLClient) => ({
    GET: new Client(url, { method: 'GET', ...common }),
    POST: new Client(url, { method: 'POST', ...common }),
  });
  // In the browser graphql-request (and the GraphQL parser and printer it brings) loads at the first
  // call, not with the page: a prerendered page shows its first answers before it asks anything.
  let clients = options.GraphQLClient && Promise.resolve(clientsOf(options.GraphQLClient));
  const loadClients = () =>
    (clients ??= import('graphql-request').then(
      ({ GraphQLClient }) => clientsOf(GraphQLClient),
      (error: unknown) => {
        // Offline before the client ever loaded: the next call tries again.
        clients = undefined;
        throw error;
      },
    ));

  async function execute<TResult, TVariables extends Record<string, unknown>>(
    document: TadaDocumentNode<TResult, TVariables>,
    variables: TVariables,
    request: RequestOptions = {},
  ): Promise<DataApiResult<TResult>> {
    const signals = [AbortSignal.timeout(timeoutMs), ...(request.signal ? [request.signal] : [])];
    try {
      const client = (await loadClients())[request.method ?? 'POST'];
      const response = await client.rawRequest<TResult, TVariables>({
        // A precompiled document goes as the text the build wrote; graphql-request prints any other.
        query: documentText(document) ?? document,
        variables,
        signal: AbortSignal.any(signals),
      } as never);
      return { data: response.data ?? undefined, errors: response.errors ?? [] };
    } catch (error) {
      const dataApiError = toDataApiError(error, timeoutMs);
      if (dataApiError.kind === 'network' || (dataApiError.kind === 'timeout' && !request.signal?.aborted)) {
        options.onUnreachable?.();
      }
      throw dataApiError;
    }
  }

  return {
    url,
    /** Sends one operation; throws a `DataApiError` unless it fully succeeds (or `tolerateErrors`). */
    async request<TResult, TVariables extends Record<string, unknown>>(
      document: TadaDocumentNode<TResult, TVariables>,
      variables: TVariables,
      request: RequestOptions = {},
    ): Promise<TResult> {
      const { data, errors } = await execute(document, variables, request);
      if (errors.length > 0 && !request.tolerateErrors) {
        throw new DataApiError('graphql', errors.map((e) => e.message).join('; '), {
          errors,
          partialData: data,
        });
      }
      if (data === undefined) throw new DataApiError('parse', 'Data API answer has no data');
      return data;
    },
    /** Sends one operation and returns data and GraphQL errors side by side. */
    execute,
  };
}

function toDataApiError(error: unknown, timeoutMs: number): DataApiError {
  if (error instanceof DataApiError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new DataApiError('timeout', `Data API did not answer within ${timeoutMs} ms`, { cause: error });
  }
  return new DataApiError('network', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}
