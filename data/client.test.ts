import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataApiClient } from './client.ts';
import { DataApiError } from './dataApiError.ts';
import { graphql } from './graphql.ts';
import { TokenPreviewQuery } from './operations/tokenPreview.ts';

const StaleQuery = graphql(`
  query IsStale($chain: Chain!) {
    isV3SubgraphStale(chain: $chain)
  }
`);

interface SeenRequest {
  method: string;
  url: string;
  body: string;
}

type Reply = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let reply: Reply;
const seen: SeenRequest[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    seen.push({ method: request.method ?? '', url: request.url ?? '', body });
    reply(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function json(status: number, payload: unknown): Reply {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(payload));
  };
}

async function failure(promise: Promise<unknown>): Promise<DataApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DataApiError);
  return error as DataApiError;
}

describe('the Data API client', () => {
  it('POSTs operationName, variables and query as JSON', async () => {
    reply = json(200, { data: { isV3SubgraphStale: false } });
    const data = await createDataApiClient({ url: baseUrl }).request(StaleQuery, { chain: 'ETHEREUM' });
    expect(data.isV3SubgraphStale).toBe(false);
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    const body = JSON.parse(request?.body ?? '{}');
    expect(body.operationName).toBe('IsStale');
    expect(body.variables).toEqual({ chain: 'ETHEREUM' });
    expect(body.query).toContain('isV3SubgraphStale');
  });

  it('sends queries as GET when asked, so HTTP caches can keep them', async () => {
    reply = json(200, { data: { isV3SubgraphStale: true } });
    await createDataApiClient({ url: baseUrl }).request(StaleQuery, { chain: 'BASE' }, { method: 'GET' });
    const url = new URL(seen.at(-1)?.url ?? '', baseUrl);
    expect(seen.at(-1)?.method).toBe('GET');
    expect(url.searchParams.get('operationName')).toBe('IsStale');
    expect(JSON.parse(url.searchParams.get('variables') ?? '{}')).toEqual({ chain: 'BASE' });
  });

  it('treats a status of 300 or above as a server error with the status', async () => {
    reply = json(302, { data: { isV3SubgraphStale: true } });
    const error = await failure(
      createDataApiClient({ url: baseUrl }).request(StaleQuery, { chain: 'ETHEREUM' }),
    );
    expect(error.kind).toBe('server');
    expect(error.status).toBe(302);
    reply = json(503, { errors: [{ message: 'down' }] });
    expect(
      (await failure(createDataApiClient({ url: baseUrl }).request(StaleQuery, { chain: 'ETHEREUM' })))
        .status,
    ).toBe(503);
  });

  it('treats a body that is not JSON as a parse error', async () => {
    reply = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>gateway</html>');
    };
    const error = await failure(
      createDataApiClient({ url: baseUrl }).request(StaleQuery, { chain: 'ETHEREUM' }),
    );
    expect(error.kind).toBe('parse');
  });

  it('surfaces GraphQL errors with the partial data, or returns both when errors are tolerated', async () => {
    reply = json(200, { data: { isV3SubgraphStale: true }, errors: [{ message: 'v2 subgraph down' }] });
    const client = createDataApiClient({ url: baseUrl });
    const error = await failure(client.request(StaleQuery, { chain: 'ETHEREUM' }));
    expect(error.kind).toBe('graphql');
    expect(error.message).toContain('v2 subgraph down');
    expect(error.partialData).toEqual({ isV3SubgraphStale: true });
    const data = await client.request(StaleQuery, { chain: 'ETHEREUM' }, { tolerateErrors: true });
    expect(data.isV3SubgraphStale).toBe(true);
  });

  it('hands over every string well-formed: a lone surrogate in the JSON becomes U+FFFD', async () => {
    // As the Data API's JSON carries one: an escape, since a lone surrogate has no UTF-8 form.
    const token =
      '{"id":"t","chain":"ETHEREUM","address":"0x1","symbol":"\\udc00X","name":"lone\\ud800surrogate"}';
    reply = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`{"data":{"token":${token}},"errors":[{"message":"no market for \\ud800"}]}`);
    };
    const client = createDataApiClient({ url: baseUrl });
    const variables = { chain: 'ETHEREUM', address: '0x1' } as const;
    const { data, errors } = await client.execute(TokenPreviewQuery, variables, { method: 'GET' });
    expect(data?.token).toMatchObject({ symbol: '\uFFFDX', name: 'lone\uFFFDsurrogate' });
    expect(errors.map((error) => error.message)).toEqual(['no market for \uFFFD']);
    const error = await failure(client.request(TokenPreviewQuery, variables));
    expect(error.message).toBe('no market for \uFFFD');
  });

  it('bounds every call in time', async () => {
    reply = () => {};
    const started = Date.now();
    const error = await failure(
      createDataApiClient({ url: baseUrl, timeoutMs: 200 }).request(StaleQuery, { chain: 'ETHEREUM' }),
    );
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses answers over the size bound', async () => {
    reply = json(200, { data: { isV3SubgraphStale: true }, extensions: { padding: 'x'.repeat(4096) } });
    const error = await failure(
      createDataApiClient({ url: baseUrl, maxResponseBytes: 1024 }).request(StaleQuery, {
        chain: 'ETHEREUM',
      }),
    );
    expect(error.kind).toBe('too-large');
  });

  it('reports a Data API that is not there as a network error', async () => {
    const error = await failure(
      createDataApiClient({ url: 'http://127.0.0.1:9/graphql' }).request(StaleQuery, { chain: 'ETHEREUM' }),
    );
    expect(error.kind).toBe('network');
  });

  it('tells onUnreachable of a network error or a timeout, not of a wrong answer or a cancelled call', async () => {
    let unreachable = 0;
    const onUnreachable = () => unreachable++;
    await failure(
      createDataApiClient({ url: 'http://127.0.0.1:9/graphql', onUnreachable }).request(StaleQuery, {
        chain: 'ETHEREUM',
      }),
    );
    expect(unreachable).toBe(1);
    reply = () => {};
    await failure(
      createDataApiClient({ url: baseUrl, timeoutMs: 200, onUnreachable }).request(StaleQuery, {
        chain: 'ETHEREUM',
      }),
    );
    expect(unreachable).toBe(2);
    await failure(
      createDataApiClient({ url: baseUrl, onUnreachable }).request(
        StaleQuery,
        { chain: 'ETHEREUM' },
        { signal: AbortSignal.timeout(100) },
      ),
    );
    reply = json(500, { errors: [{ message: 'down' }] });
    await failure(
      createDataApiClient({ url: baseUrl, onUnreachable }).request(StaleQuery, { chain: 'ETHEREUM' }),
    );
    expect(unreachable).toBe(2);
  });
});
