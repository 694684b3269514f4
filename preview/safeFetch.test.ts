import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const local: FetchPolicy = { allowedHosts: ['127.0.0.1'], allowLocalNetwork: true };

describe('safeFetch', () => {
  it('fetches an allowed image with its content type', async () => {
    const result = await safeFetch(`${base}/logo.png`, local);
    expect(result).toMatchObject({ ok: true, contentType: 'image/png' });
    expect(result.ok && new TextDecoder().decode(result.bytes)).toBe('png-bytes');
  });

  it('does not follow redirects', async () => {
    expect(await safeFetch(`${base}/redirect`, local)).toEqual({ ok: false, reason: 'status 302' });
  });

  it('refuses a declared or streamed body over 2 MB', async () => {
    expect(await safeFetch(`${base}/declared-huge`, local)).toMatchObject({ ok: false, reason: /declared/ });
    expect(await safeFetch(`${base}/streamed-huge`, local)).toMatchObject({ ok: false, reason: /over/ });
  });

  it('gives up on a slow body within the time bound', async () => {
    const started = performance.now();
    const result = await safeFetch(`${base}/slow`, { ...local, timeoutMs: 300 });
    expect(result.ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['http://127.0.0.1/logo.png', 'local address'],
    ['http://localhost/logo.png', 'local address'],
    ['http://169.254.169.254/latest/meta-data', 'local address'],
    ['http://10.1.2.3/a.png', 'local address'],
    ['http://192.168.0.1/a.png', 'local address'],
    ['http://172.20.0.1/a.png', 'local address'],
    ['http://[::1]/a.png', 'local address'],
    ['http://[::ffff:127.0.0.1]/a.png', 'local address'],
    ['http://[fe80::1]/a.png', 'local address'],
    ['http://2130706433/a.png', 'local address'],
    ['http://0x7f.1/a.png', 'local address'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['https://evil.example/a.png', 'not allowed'],
    ['https://user:pw@cdn.example/a.png', 'credentials'],
  ])('refuses %s without fetching', async (url, reason) => {
    const calls: string[] = [];
    const policy: FetchPolicy = {
      allowedHosts: [
        'cdn.example',
        ...['127.0.0.1', 'localhost', '169.254.169.254', '10.1.2.3', '192.168.0.1'],
      ],
      allowLocalNetwork: false,
      fetch: async (input) => {
        calls.push(String(input));
        return new Response('');
      },
    };
    const withLocalHostsAllowed = {
      ...policy,
      allowedHosts: [...policy.allowedHosts, '172.20.0.1', '[::1]', '[::ffff:7f00:1]', '[fe80::1]'],
    };
    const result = await safeFetch(url, withLocalHostsAllowed);
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining(reason) });
    expect(calls).toEqual([]);
  });

  it('matches wildcard hosts by domain only', () => {
    const policy = { allowedHosts: ['*.cdn.example'], allowLocalNetwork: false };
    expect(refuseUrl('https://a.cdn.example/x.png', policy)).toBeUndefined();
    expect(refuseUrl('https://cdn.example/x.png', policy)).toBeUndefined();
    expect(refuseUrl('https://evilcdn.example/x.png', policy)).toContain('not allowed');
    expect(isLocalHost('public.example')).toBe(false);
    expect(isLocalHost('8.8.8.8')).toBe(false);
  });
});
