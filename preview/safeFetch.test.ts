import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canaryVariants } from '../tests/canaryVariants.ts';
import { type FetchPolicy, isLocalHost, refuseUrl, safeFetch } from './safeFetch.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/logo.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end('png-bytes');
    if (path === '/redirect') return response.writeHead(302, { location: '/logo.png' }).end();
    if (path === '/declared-huge') {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(3 * 1024 * 1024) });
      return response.write('x');
    }
    if (path === '/streamed-huge') {
      response.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(256 * 1024, 1);
      for (let i = 0; i < 12; i++) response.write(chunk);
      return response.end();
    }
    if (path === '/slow') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write('partial');
      return; // never ends
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const local = (): FetchPolicy => ({ allowedOrigins: [base], allowLocalNetwork: true });

describe('safeFetch', () => {
  it('fetches an allowed image with its content type', async () => {
    const result = await safeFetch(`${base}/logo.png`, local());
    expect(result).toMatchObject({ ok: true, contentType: 'image/png' });
    expect(result.ok && new TextDecoder().decode(result.bytes)).toBe('png-bytes');
  });

  it('does not follow redirects', async () => {
    expect(await safeFetch(`${base}/redirect`, local())).toEqual({ ok: false, reason: 'status 302' });
  });

  it('refuses a declared or streamed body over 2 MB', async () => {
    expect(await safeFetch(`${base}/declared-huge`, local())).toMatchObject({
      ok: false,
      reason: /declared/,
    });
    expect(await safeFetch(`${base}/streamed-huge`, local())).toMatchObject({ ok: false, reason: /over/ });
  });

  it('gives up on a slow body within the time bound', async () => {
    const started = performance.now();
    const result = await safeFetch(`${base}/slow`, { ...local(), timeoutMs: 300 });
    expect(result.ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['http://127.0.0.1/logo.png', 'IP address'],
    ['http://localhost/logo.png', 'local address'],
    ['http://169.254.169.254/latest/meta-data', 'IP address'],
    ['http://10.1.2.3/a.png', 'IP address'],
    ['http://8.8.8.8/a.png', 'IP address'],
    ['http://[::1]/a.png', 'IP address'],
    ['http://[::ffff:127.0.0.1]/a.png', 'IP address'],
    ['http://[2001:db8::1]/a.png', 'IP address'],
    ['http://2130706433/a.png', 'IP address'],
    ['http://0x7f.1/a.png', 'IP address'],
    ['http://metadata.google.internal/a.png', 'local address'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['https://evil.example/a.png', 'not allowed'],
    ['https://cdn.example:8443/a.png', 'not allowed'],
    ['http://cdn.example/a.png', 'not allowed'],
    ['https://user:pw@cdn.example/a.png', 'credentials'],
  ])('refuses %s without fetching, even when its host is listed', async (url, reason) => {
    const calls: string[] = [];
    const listed = ['https://cdn.example', 'http://localhost', 'http://metadata.google.internal'];
    const policy: FetchPolicy = {
      // Every IP literal above listed too: off local development, an IP address is refused regardless.
      allowedOrigins: [
        ...listed,
        ...['127.0.0.1', '169.254.169.254', '10.1.2.3', '8.8.8.8', '[::1]'].map((host) => `http://${host}`),
      ],
      allowLocalNetwork: false,
      fetch: async (input) => {
        calls.push(String(input));
        return new Response('');
      },
    };
    const result = await safeFetch(url, policy);
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining(reason) });
    expect(calls).toEqual([]);
  });

  it('matches origins by scheme, port and host, wildcards by domain only', () => {
    const policy = {
      allowedOrigins: ['https://*.cdn.example', 'http://logos.example:8080'],
      allowLocalNetwork: false,
    };
    expect(refuseUrl('https://a.cdn.example/x.png', policy)).toBeUndefined();
    expect(refuseUrl('https://cdn.example:443/x.png', policy)).toBeUndefined();
    expect(refuseUrl('https://evilcdn.example/x.png', policy)).toContain('not allowed');
    expect(refuseUrl('https://a.cdn.example:444/x.png', policy)).toContain('not allowed');
    expect(refuseUrl('http://logos.example:8080/x.png', policy)).toBeUndefined();
    expect(refuseUrl('http://logos.example:08080/x.png', policy)).toBeUndefined();
    expect(refuseUrl('http://logos.example/x.png', policy)).toContain('not allowed');
    expect(refuseUrl('https://logos.example:8080/x.png', policy)).toContain('not allowed');
    expect(isLocalHost('public.example')).toBe(false);
    expect(isLocalHost('8.8.8.8')).toBe(false);
  });
});

describe('safeFetch against a canary on another port of an allowed address', () => {
  let canary: Server;
  let canaryPort: number;
  const hits: string[] = [];

  beforeAll(async () => {
    canary = createServer((request, response) => {
      hits.push(`${request.headers.host} ${request.url}`);
      response.writeHead(200, { 'content-type': 'image/png' }).end('canary');
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    canaryPort = (canary.address() as AddressInfo).port;
  });
  afterAll(() => {
    canary.closeAllConnections();
    canary.close();
  });

  const allowedPort = () => new URL(base).port;
  const variants = () => canaryVariants(canaryPort, Number(allowedPort()));

  it('reaches the allowed origin itself, in local development', async () => {
    expect(
      await safeFetch(`${base}/logo.png`, { allowedOrigins: [base], allowLocalNetwork: true }),
    ).toMatchObject({
      ok: true,
    });
  });

  it.each([true, false])(
    'no variant reaches the canary (local development %s)',
    async (allowLocalNetwork) => {
      const policy: FetchPolicy = {
        allowedOrigins: [base, `http://localhost:${allowedPort()}`],
        allowLocalNetwork,
      };
      for (const url of variants()) {
        const result = await safeFetch(url, policy);
        expect(result.ok, url).toBe(false);
      }
      expect(hits).toEqual([]);
    },
  );
});
