import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../tests/worker/fixtureData.ts';
import { buildFixtureSite } from '../tests/worker/fixtureSite.ts';
import { dataApiFault, ensureDataApi } from './dataApiProcess.ts';
import { freeLoopbackPort } from './site.ts';

/**
 * `npm run serve` with a Data API that does not answer: it warns and serves, and uses the Data API as
 * soon as it answers. Each failure mode is a real listener on loopback (or none at all).
 */
type Mode = 'hangs' | 'html-502' | 'not-json' | 'answers';

const LONG_TAIL_TOKEN = `0x${'e1'.repeat(20)}`;
const DEFAULT_TITLE = '<title>Uniswap Interface</title>';

/** One loopback Data API whose behaviour the test switches; `listen()` only when a test wants it up. */
function switchableDataApi() {
  let mode: Mode = 'hangs';
  const typeDefs = readFileSync(join(import.meta.dirname, '../backend/schema.graphql'), 'utf8');
  const yoga = createYoga({
    schema: createSchema({
      typeDefs,
      resolvers: {
        Query: {
          token: (_: unknown, args: { chain: string; address: string }) => ({
            id: `Token:${args.chain}_${args.address}`,
            chain: args.chain,
            address: args.address,
            symbol: 'BACK',
            name: 'Back Coin',
          }),
        },
      },
    }),
    logging: false,
  });
  const server: Server = createServer((request, response) => {
    if (mode === 'hangs') return; // accepted, never answered
    if (mode === 'html-502') {
      response.writeHead(502, { 'Content-Type': 'text/html' }).end('<html><h1>502 Bad Gateway</h1></html>');
      return;
    }
    if (mode === 'not-json') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data": {"token": ');
      return;
    }
    void yoga(request, response);
  });
  return {
    server,
    setMode: (next: Mode) => {
      mode = next;
    },
    listen: (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('dataApiFault names each failure mode; ensureDataApi warns instead of failing for a server', () => {
  const dataApi = switchableDataApi();
  let url: string;
  const savedUrl = process.env.DATA_API_URL;

  beforeAll(async () => {
    const port = await freeLoopbackPort();
    url = `http://127.0.0.1:${port}/graphql`;
    process.env.DATA_API_URL = url;
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    process.env.DATA_API_URL = savedUrl;
    if (dataApi.server.listening) await dataApi.close();
  });

  const faults: [Mode | 'closed port', string][] = [
    ['closed port', 'connection failed'],
    ['hangs', 'no answer within 300 ms'],
    ['html-502', 'HTTP 502'],
    ['not-json', 'an answer that is not JSON'],
  ];
  for (const [mode, fault] of faults) {
    it(`${mode}: "${fault}"; a build fails, a server warns and goes on`, async () => {
      if (mode !== 'closed port') {
        dataApi.setMode(mode);
        if (!dataApi.server.listening) await dataApi.listen(Number(new URL(url).port));
      }
      expect(await dataApiFault(url, 300)).toBe(fault);
      await expect(ensureDataApi()).rejects.toThrow(`Nothing answers at DATA_API_URL=${url}`);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const running = await ensureDataApi({ whenDown: 'warn' });
      expect(running.url).toBe(url);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Nothing answers at DATA_API_URL=${url}`));
      await running.stop();
    });
  }

  it('answers: no fault, no warning', async () => {
    dataApi.setMode('answers');
    const warn = vi.spyOn(console, 'warn');
    expect(await dataApiFault(url)).toBeUndefined();
    await ensureDataApi({ whenDown: 'warn' });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('npm run serve without its Data API', () => {
  const dataApi = switchableDataApi();
  let serve: ChildProcess;
  let site: string;
  let output = '';
  let dataApiPort: number;
  let stateDir: string;

  beforeAll(async () => {
    stateDir = await mkdtemp(join(tmpdir(), 'serve-state-'));
    dataApiPort = await freeLoopbackPort();
    const sitePort = await freeLoopbackPort();
    // Its own chain too: the e2e suite may be using the default one at the same time.
    const chainPort = await freeLoopbackPort();
    site = `http://127.0.0.1:${sitePort}`;
    // Nothing listens on the Data API's port yet: the closed-port case comes first.
    serve = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'CHAIN_RPC_URL')),
        CHAIN_PORT: String(chainPort),
        PORT: String(sitePort),
        DATA_API_URL: `http://127.0.0.1:${dataApiPort}/graphql`,
        SITE_ASSETS_DIR: buildFixtureSite(),
        // Its own edge caches: records stored by one run (or by npm start) must not answer the next.
        SITE_STATE_DIR: stateDir,
        // The edge's bound on a Data API call, shortened: the tests wait on the rule, not on 5 s.
        DATA_API_TIMEOUT_MS: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [serve.stdout, serve.stderr]) stream?.on('data', (chunk) => (output += chunk));
    await vi.waitFor(() => expect(output).toContain(`Site      ${site}`), {
      timeout: 120_000,
      interval: 250,
    });
  }, 130_000);

  afterAll(async () => {
    if (serve && serve.exitCode === null) {
      const exited = new Promise((resolve) => serve.once('exit', resolve));
      serve.kill('SIGTERM');
      await exited;
    }
    if (dataApi.server.listening) await dataApi.close();
    await rm(stateDir, { recursive: true, force: true });
  });

  async function expectServedWithoutData() {
    const prerendered = await fetch(`${site}/explore/tokens/ethereum/${TOKENS.prerendered}`);
    expect(prerendered.status).toBe(200);
    expect(await prerendered.text()).toContain(
      '<meta property="og:url" content="https://build.example/prerendered">',
    );

    const longTail = await fetch(`${site}/explore/tokens/ethereum/${LONG_TAIL_TOKEN}`);
    expect(longTail.status).toBe(200);
    const html = await longTail.text();
    expect(html).toContain(DEFAULT_TITLE);
    expect(html).toContain('token shell');

    const prerenderedImage = await fetch(`${site}/api/image/tokens/ethereum/${TOKENS.prerendered}`);
    expect(prerenderedImage.status).toBe(200);
    expect(prerenderedImage.headers.get('Content-Type')).toBe('image/png');
    await prerenderedImage.body?.cancel();

    const longTailImage = await fetch(`${site}/api/image/tokens/ethereum/${LONG_TAIL_TOKEN}`);
    expect(longTailImage.status).toBe(404);
    expect(await longTailImage.text()).toBe('Token not found.');
  }

  it('starts with a warning naming the fault, and serves (closed port)', async () => {
    expect(output).toMatch(
      /Warning: Nothing answers at DATA_API_URL=\S+ \(connection failed\)\. Serving anyway/,
    );
    await expectServedWithoutData();
  });

  for (const mode of ['hangs', 'html-502', 'not-json'] as const) {
    it(`serves pages as built, long-tail pages with the default tags, images from the catalogue (${mode})`, async () => {
      dataApi.setMode(mode);
      if (!dataApi.server.listening) await dataApi.listen(dataApiPort);
      await expectServedWithoutData();
    });
  }

  it('uses the Data API as soon as it answers, without a restart', async () => {
    dataApi.setMode('answers');
    const longTail = await (await fetch(`${site}/explore/tokens/ethereum/${LONG_TAIL_TOKEN}`)).text();
    expect(longTail).toContain('<title>Get BACK on Uniswap</title>');
  });
});
