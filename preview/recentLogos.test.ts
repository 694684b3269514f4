import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encode as encodePng } from 'fast-png';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COLOUR } from './logoColour.ts';
import { recentLogos } from './recentLogos.ts';

const LOGO = encodePng({ width: 2, height: 2, channels: 3, depth: 8, data: new Uint8Array(12).fill(90) });

/** Requests the server saw, by path; `/missing*` answers 404, everything else the logo. */
const requests = new Map<string, number>();
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.set(path, (requests.get(path) ?? 0) + 1);
    if (path.startsWith('/missing')) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png' }).end(LOGO);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
beforeEach(() => requests.clear());

const policy = () => ({ allowedOrigins: [base], allowLocalNetwork: true });

describe('recentLogos', () => {
  it('fetches a logo once for every card that draws it, even cards rendered at the same time', async () => {
    const logo = recentLogos(policy());
    const [first, second] = await Promise.all([logo(`${base}/weth.png`), logo(`${base}/weth.png`)]);
    const third = await logo(`${base}/weth.png`);
    expect(first.colour).toEqual({ red: 90, green: 90, blue: 90 });
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(requests.get('/weth.png')).toBe(1);
  });

  it('asks again for a logo that failed', async () => {
    const logo = recentLogos(policy());
    expect((await logo(`${base}/missing.png`)).colour).toEqual(DEFAULT_COLOUR);
    await logo(`${base}/missing.png`);
    expect(requests.get('/missing.png')).toBe(2);
  });

  it('keeps the 64 most recently drawn logos', async () => {
    const logo = recentLogos(policy());
    await logo(`${base}/0.png`);
    for (let i = 1; i <= 64; i++) await logo(`${base}/${i}.png`);
    await logo(`${base}/64.png`);
    expect(requests.get('/64.png')).toBe(1);
    await logo(`${base}/0.png`);
    expect(requests.get('/0.png')).toBe(2);
  });
});
