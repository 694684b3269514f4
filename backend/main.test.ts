import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';
import { freeLoopbackPort } from '../scripts/site.ts';
import { listenAsSilentChain, type SilentChain } from './silentChain.fixture.ts';

let child: ChildProcess;
let url: string;
let output = '';
let silentChain: SilentChain;

/**
 * The real thing: `backend/main.ts` as `npm run data-api` starts it, spoken to over loopback HTTP. Its
 * chain is configured but nothing answers there (the port takes connections and drops them at once):
 * the Data API must serve anyway and say so once.
 */
beforeAll(async () => {
  silentChain = await listenAsSilentChain();
  const port = await freeLoopbackPort();
  url = `http://127.0.0.1:${port}/graphql`;
  child = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
    env: {
      ...process.env,
      DATA_API_PORT: String(port),
      CHAIN_RPC_URL: `http://127.0.0.1:${silentChain.port}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(url)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`backend/main.ts exited with ${code}`)));
  });
}, 30_000);

afterAll(async () => {
  child?.kill('SIGTERM');
  await silentChain?.close();
});

describe('npm run data-api', () => {
  it('answers a POST of TopTokens with at least 100 Ethereum tokens', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8787' },
      body: JSON.stringify({
        operationName: 'TopTokens',
        query:
          'query TopTokens($chain: Chain, $page: Int, $pageSize: Int, $orderBy: TokenSortableField) { topTokens(chain: $chain, page: $page, pageSize: $pageSize, orderBy: $orderBy) { address symbol } }',
        variables: { chain: 'ETHEREUM', page: 1, pageSize: 100, orderBy: 'POPULARITY' },
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
    const { data } = (await response.json()) as { data: { topTokens: { address: string }[] } };
    expect(data.topTokens.length).toBeGreaterThanOrEqual(100);
    expect(data.topTokens.map((token) => token.address)).toContain(WELL_KNOWN_TOKENS.USDC.toLowerCase());
  });

  it('answers a GET query, so HTTP caches can keep it', async () => {
    const query = encodeURIComponent('{ isV3SubgraphStale(chain: ETHEREUM) }');
    const response = await fetch(`${url}?query=${query}`, { headers: { accept: 'application/json' } });
    expect(await response.json()).toEqual({ data: { isV3SubgraphStale: false } });
  });

  it('says once that no chain answers, however often it retries', async () => {
    await expect.poll(() => silentChain.attempts(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    expect(output.match(/Chain indexer: no chain answers at ws:\/\/127\.0\.0\.1:\d+/g)).toHaveLength(1);
  });
});
