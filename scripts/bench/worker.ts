import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDataApiClient } from '../../data/client.ts';
import { TopV3Pools } from '../../data/operations/topPools.ts';
import { TopTokens } from '../../data/operations/topTokens.ts';
import { previewImagePath } from '../../preview/previewImagePath.ts';
import { buildWorkerBundle, WORKER_BUNDLE_DIR, workerBundleSize } from '../buildWorkerBundle.ts';
import { ensureDataApi } from '../dataApiProcess.ts';
import { SITE_ASSETS_DIR, startSite } from '../site.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const DIST = SITE_ASSETS_DIR;

interface Figure {
  case: string;
  path: string;
  p50Ms: number;
  p95Ms: number;
  rps: number;
  requests: number;
  non2xx: number;
}

/**
 * The edge worker under wrangler dev on loopback, one connection (one isolate renders one card at a
 * time): p50/p95 and requests per second per kind of answer, the raster floor (resvg-wasm alone on the
 * same SVG in the same worker, a bench-only route), and the worker bundle size. Figures only.
 */
export default async function benchWorker(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log(`no build in ${DIST}: run \`npm run build\` first`);
    return;
  }
  const dataApi = await ensureDataApi();
  process.env.ENABLE_BENCH_ROUTES = 'true';
  const site = await startSite(Number(process.env.BENCH_PORT ?? (await freePort())));
  try {
    const targets = await pickTargets(dataApi.url);
    const plainAsset = ['/manifest.webmanifest', '/robots.txt', '/favicon.ico'].find((path) =>
      existsSync(join(DIST, path)),
    );
    const cases: [string, string][] = [
      ['plain static asset', plainAsset ?? '/index.html'],
      ['long-tail token page with injection', `/explore/tokens/${targets.token}`],
      ['cached token PNG (Cache API)', `/api/image/tokens/${targets.token}`],
      ['uncached token PNG (render route)', `/__bench/render/tokens/${targets.token}`],
      ['raster floor, token (resvg-wasm alone)', `/__bench/raster/tokens/${targets.token}`],
      ['uncached pool PNG (render route)', `/__bench/render/pools/${targets.pool}`],
      ['raster floor, pool (resvg-wasm alone)', `/__bench/raster/pools/${targets.pool}`],
    ];
    if (targets.prerendered) {
      cases.push(
        ['prerendered token PNG via /api/image', `/api/image/tokens/${targets.prerendered}`],
        ['same PNG as a plain asset', prerenderedFile(targets.prerendered)],
      );
    }
    const figures: Figure[] = [];
    for (const [name, path] of cases) figures.push(await measure(name, `${site.url}${path}`));
    console.table(
      figures.map(({ case: name, p50Ms, p95Ms, rps, requests, non2xx }) => ({
        case: name,
        'p50 ms': p50Ms,
        'p95 ms': p95Ms,
        'req/s': rps,
        requests,
        non2xx,
      })),
    );
    for (const figure of figures) console.log(JSON.stringify({ bench: 'worker', ...figure }));
    for (const kind of ['tokens', 'pools'] as const) {
      const split = await renderSplit(
        `${site.url}/__bench/render/${kind}/${targets[kind === 'tokens' ? 'token' : 'pool']}`,
      );
      console.log(
        JSON.stringify({ bench: 'worker', case: `uncached ${kind} render split, p50 ms`, ...split }),
      );
    }
  } finally {
    await site.stop();
    await dataApi.stop();
  }
  const size = existsSync(join(WORKER_BUNDLE_DIR, 'index.js')) ? workerBundleSize() : buildWorkerBundle();
  console.log(JSON.stringify({ bench: 'worker', case: 'bundle size', ...size }));
}

/** A token and a pool the build did not prerender (the long tail), and one it did, when there is one. */
async function pickTargets(dataApiUrl: string) {
  const client = createDataApiClient({ url: dataApiUrl });
  const { topTokens } = await client.request(TopTokens, { chain: 'ETHEREUM', pageSize: 100 });
  const tokens = (topTokens ?? []).flatMap((token) => (token?.address ? [`ethereum/${token.address}`] : []));
  const isPrerendered = (target: string) => existsSync(join(DIST, prerenderedFile(target)));
  const token = [...tokens].reverse().find((target) => !isPrerendered(target)) ?? tokens.at(-1);
  const { topV3Pools } = await client.request(TopV3Pools, { chain: 'ETHEREUM', first: 100 });
  const pool = topV3Pools?.at(-1)?.address;
  if (!token || !pool) throw new Error('the Data API has no ETHEREUM tokens or V3 pools to bench with');
  return { token, pool: `ethereum/${pool}`, prerendered: tokens.find(isPrerendered) };
}

function prerenderedFile(target: string): string {
  const [networkName = '', address = ''] = target.split('/');
  return previewImagePath('token', networkName, address, 'prerendered');
}

/** Warms the path (wasm start, fonts, record and PNG caches), then runs autocannon and keeps every latency. */
async function measure(name: string, url: string): Promise<Figure> {
  for (let i = 0; i < 3; i++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${name}: ${url} answered ${response.status}`);
  }
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 1, duration: DURATION_SECONDS }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    case: name,
    path: new URL(url).pathname,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    rps: round(result.requests.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
  };
}

/** Medians of the render route's Server-Timing: fetching logos (prepare), satori (layout), resvg + PNG. */
async function renderSplit(url: string): Promise<Record<string, number>> {
  const samples: Record<string, number[]> = {};
  for (let i = 0; i < 15; i++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    for (const entry of (response.headers.get('Server-Timing') ?? '').split(',')) {
      const [name = '', duration = ''] = entry.trim().split(';dur=');
      (samples[name] ??= []).push(Number(duration));
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, values]) => [
      name,
      values.sort((a, b) => a - b)[values.length >> 1] ?? 0,
    ]),
  );
}

/** A loopback port nothing listens on, so the bench never measures someone else's server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
