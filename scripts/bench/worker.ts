import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDataApiClient } from '../../data/client.ts';
import { TopV3Pools } from '../../data/operations/topPools.ts';
import { TopTokens } from '../../data/operations/topTokens.ts';
import type { PositionRow } from '../../data/positionRow.ts';
import { previewImagePath } from '../../preview/previewImagePath.ts';
import { buildWorkerBundle, WORKER_BUNDLE_DIR, workerBundleSize } from '../buildWorkerBundle.ts';
import { ensureDataApi } from '../dataApiProcess.ts';
import { freeLoopbackPort, SITE_ASSETS_DIR, startSite } from '../site.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 9);
const ROUNDS = 3;
const DIST = SITE_ASSETS_DIR;

const CASES = {
  plain: 'plain static asset',
  page: 'long-tail token page with injection',
  cached: 'cached token PNG (Cache API)',
  uncachedToken: 'uncached token PNG (render route)',
  rasterToken: 'raster + native encode, token (ready SVG)',
  floorToken: 'raster floor, token (resvg-wasm alone)',
  uncachedPool: 'uncached pool PNG (render route)',
  positionCard: 'position card at the edge, uncached (render route)',
  rasterPool: 'raster + native encode, pool (ready SVG)',
  floorPool: 'raster floor, pool (resvg-wasm alone)',
  prerendered: 'prerendered token PNG via /api/image',
  prerenderedPlain: 'same PNG as a plain asset',
  coldPage: 'first request for a long-tail token page, as a crawler asks (Data API, tags)',
  coldToken:
    "first request for a long-tail token PNG, the page's og:image right after it (Data API, logo, render, cache write)",
  coldTokenAlone: 'first request for a long-tail token PNG alone, one after another (as curl asks)',
} as const;

/** How a link-preview crawler asks (Slack, X and Discord send their own names and `Accept: *\/*`). */
const CRAWLER_HEADERS = { 'User-Agent': 'Twitterbot/1.0', Accept: '*/*' };

/** Distinct long-tail tokens asked for once each, per case: nothing about them is cached yet. */
const COLD_TOKENS = 30;

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
 * same SVG in the same worker, its own PNG encoder included, a bench-only route) beside the render
 * path's own raster step, and the worker bundle size. Figures only.
 */
export default async function benchWorker(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log(`no build in ${DIST}: run \`npm run build\` first`);
    return;
  }
  const dataApi = await ensureDataApi();
  process.env.ENABLE_BENCH_ROUTES = 'true';
  const site = await startSite(Number(process.env.BENCH_PORT ?? (await freeLoopbackPort())), {
    freshState: true,
  });
  try {
    const targets = await pickTargets(dataApi.url);
    const plainAsset = ['/manifest.webmanifest', '/robots.txt', '/favicon.ico'].find((path) =>
      existsSync(join(DIST, path)),
    );
    const cases: [string, string, BenchRequest?][] = [
      [CASES.plain, plainAsset ?? '/index.html'],
      [CASES.page, `/explore/tokens/${targets.token}`],
      [CASES.cached, `/api/image/tokens/${targets.token}`],
      [CASES.uncachedToken, `/__bench/render/tokens/${targets.token}`],
      [CASES.rasterToken, `/__bench/raster/tokens/${targets.token}`],
      [CASES.floorToken, `/__bench/floor/tokens/${targets.token}`],
      [CASES.uncachedPool, `/__bench/render/pools/${targets.pool}`],
      [CASES.rasterPool, `/__bench/raster/pools/${targets.pool}`],
      [CASES.floorPool, `/__bench/floor/pools/${targets.pool}`],
      [CASES.positionCard, '/__bench/render/position', targets.position],
    ];
    if (targets.prerendered) {
      cases.push(
        [CASES.prerendered, `/api/image/tokens/${targets.prerendered}`],
        [CASES.prerenderedPlain, prerenderedFile(targets.prerendered)],
      );
    }
    for (const [name, path, init] of cases) await warm(name, `${site.url}${path}`, init);
    // Rounds interleave the cases, so a burst of load from elsewhere on the machine spreads over all.
    const samples = new Map<string, Sample>(
      cases.map(([name]) => [name, { latencies: [], seconds: 0, non2xx: 0 }]),
    );
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, path, init] of cases) {
        await sample(`${site.url}${path}`, samples.get(name) as Sample, init);
      }
    }
    const figures = cases.map(([name, path]) => figure(name, path, samples.get(name) as Sample));
    const coldTokens = await longTailTokens(dataApi.url);
    figures.push(
      ...(await asACrawler(site.url, coldTokens.slice(0, COLD_TOKENS))),
      await cardsAlone(site.url, coldTokens.slice(COLD_TOKENS)),
    );
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
    console.log(JSON.stringify({ bench: 'worker', case: 'goals', ...goals(figures) }));
    for (const kind of ['tokens', 'pools'] as const) {
      const split = await renderSplit(
        `${site.url}/__bench/render/${kind}/${targets[kind === 'tokens' ? 'token' : 'pool']}`,
      );
      console.log(
        JSON.stringify({ bench: 'worker', case: `uncached ${kind} render split, p50 ms`, ...split }),
      );
    }
    const positionSplit = await renderSplit(`${site.url}/__bench/render/position`, targets.position);
    console.log(
      JSON.stringify({ bench: 'worker', case: 'uncached position render split, p50 ms', ...positionSplit }),
    );
  } finally {
    await site.stop();
    await dataApi.stop();
  }
  const size = existsSync(join(WORKER_BUNDLE_DIR, 'index.js')) ? workerBundleSize() : buildWorkerBundle();
  console.log(JSON.stringify({ bench: 'worker', case: 'bundle size', ...size }));
}

/** A POST the bench sends instead of a GET. */
interface BenchRequest {
  method: 'POST';
  body: string;
}

/**
 * A token and a pool the build did not prerender (the long tail), one it did when there is one, and a
 * position of the two most popular tokens, their logos included, for the position card.
 */
async function pickTargets(dataApiUrl: string) {
  const client = createDataApiClient({ url: dataApiUrl });
  const { topTokens } = await client.request(TopTokens, { chain: 'ETHEREUM', pageSize: 100 });
  const [first, second] = (topTokens ?? []).filter((token) => token?.address && token.project?.logoUrl);
  const tokens = (topTokens ?? []).flatMap((token) => (token?.address ? [`ethereum/${token.address}`] : []));
  const isPrerendered = (target: string) => existsSync(join(DIST, prerenderedFile(target)));
  const token = [...tokens].reverse().find((target) => !isPrerendered(target)) ?? tokens.at(-1);
  const { topV3Pools } = await client.request(TopV3Pools, { chain: 'ETHEREUM', first: 100 });
  const pool = topV3Pools?.at(-1)?.address;
  if (!token || !pool || !first || !second) {
    throw new Error('the Data API has no ETHEREUM tokens with logos or V3 pools to bench with');
  }
  const positionToken = (listed: typeof first) => ({
    address: listed?.address ?? null,
    symbol: listed?.symbol ?? '',
    name: listed?.name ?? '',
    decimals: 18,
    logoUrl: listed?.project?.logoUrl ?? null,
  });
  const position: PositionRow = {
    chain: 'ETHEREUM',
    version: 'v3',
    id: '1',
    owner: `0x${'12'.repeat(20)}`,
    pool,
    token0: positionToken(first),
    token1: positionToken(second),
    fee: 500,
    tickSpacing: 10,
    hook: null,
    tickLower: -1_000,
    tickUpper: 1_000,
    currentTick: 10,
    sqrtPriceX96: '0',
    liquidity: '1000000',
    amount0: '1000000',
    amount1: '1000000',
    fees0: '0',
    fees1: '0',
    status: 'in-range',
    valueUsd: 12_345.67,
  };
  return {
    token,
    pool: `ethereum/${pool}`,
    prerendered: tokens.find(isPrerendered),
    position: { method: 'POST', body: JSON.stringify(position) } satisfies BenchRequest,
  };
}

/** Tokens beyond the popular set on chains other than Ethereum: never prerendered, never cached here. */
async function longTailTokens(dataApiUrl: string): Promise<string[]> {
  const client = createDataApiClient({ url: dataApiUrl });
  const targets: string[] = [];
  for (const chain of ['ARBITRUM', 'BASE', 'OPTIMISM', 'POLYGON', 'UNICHAIN'] as const) {
    const { topTokens } = await client.request(TopTokens, { chain, pageSize: 100 });
    for (const token of topTokens ?? []) {
      const target = token?.address && `${chain.toLowerCase()}/${token.address.toLowerCase()}`;
      if (target && !existsSync(join(DIST, prerenderedFile(target)))) targets.push(target);
    }
  }
  return targets.slice(-2 * COLD_TOKENS);
}

/**
 * What a crawler meets on a link nobody shared yet: for each target, one after the other, the page
 * (its tags) and then the card its og:image names, each once. Asked as a crawler asks: one request at a
 * time, every body read to its end, nothing left half-read. (This case used to follow the timed runs
 * directly: autocannon abandons the request in flight when its time is up, and the way that abandoned
 * request held was never given back, so each card here waited its whole give-way budget: ~690 ms.)
 */
async function asACrawler(siteUrl: string, targets: string[]): Promise<Figure[]> {
  const pages: Sample = { latencies: [], seconds: 0, non2xx: 0 };
  const cards: Sample = { latencies: [], seconds: 0, non2xx: 0 };
  for (const target of targets) {
    let started = performance.now();
    const page = await fetch(`${siteUrl}/explore/tokens/${target}`, { headers: CRAWLER_HEADERS });
    const html = await page.text();
    pages.latencies.push(performance.now() - started);
    pages.seconds += (performance.now() - started) / 1000;
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    if (!page.ok || !image) {
      pages.non2xx++;
      continue;
    }
    started = performance.now();
    const card = await fetch(image.replaceAll('&amp;', '&'), { headers: CRAWLER_HEADERS });
    await card.arrayBuffer();
    cards.latencies.push(performance.now() - started);
    cards.seconds += (performance.now() - started) / 1000;
    if (!card.ok || card.headers.get('X-Preview-Source') !== 'render') cards.non2xx++;
  }
  const path = (kind: string) => `${kind}{${targets.length} long-tail tokens}`;
  return [
    figure(CASES.coldPage, path('/explore/tokens/'), pages),
    figure(CASES.coldToken, path('/api/image/tokens/'), cards),
  ];
}

/** Each card once, one after the other, with no page before it: what curl one by one sees. */
async function cardsAlone(siteUrl: string, targets: string[]): Promise<Figure> {
  const cards: Sample = { latencies: [], seconds: 0, non2xx: 0 };
  for (const target of targets) {
    const started = performance.now();
    const card = await fetch(`${siteUrl}/api/image/tokens/${target}`, { headers: CRAWLER_HEADERS });
    await card.arrayBuffer();
    cards.latencies.push(performance.now() - started);
    cards.seconds += (performance.now() - started) / 1000;
    if (!card.ok || card.headers.get('X-Preview-Source') !== 'render') cards.non2xx++;
  }
  return figure(CASES.coldTokenAlone, `/api/image/tokens/{${targets.length} long-tail tokens}`, cards);
}

function prerenderedFile(target: string): string {
  const [networkName = '', address = ''] = target.split('/');
  return previewImagePath('token', networkName, address, 'prerendered');
}

interface Sample {
  latencies: number[];
  seconds: number;
  non2xx: number;
}

/** Three requests first: wasm start, fonts, records and the PNG cache are then warm. */
async function warm(name: string, url: string, init?: BenchRequest): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${name}: ${url} answered ${response.status}`);
  }
}

/** One autocannon run of one connection, keeping every latency. */
async function sample(url: string, into: Sample, init?: BenchRequest): Promise<void> {
  const seconds = DURATION_SECONDS / ROUNDS;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 1, duration: seconds, ...init }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => into.latencies.push(responseTime));
  });
  into.seconds += seconds;
  into.non2xx += result.non2xx;
}

function figure(name: string, path: string, { latencies, seconds, non2xx }: Sample): Figure {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    case: name,
    path,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    rps: round(sorted.length / seconds),
    requests: sorted.length,
    non2xx,
  };
}

/** The issue's goals as ratios and differences of p50s (figures, not pass/fail). */
function goals(figures: Figure[]) {
  const p50 = (name: string) => figures.find((entry) => entry.case === name)?.p50Ms ?? Number.NaN;
  return {
    uncachedTokenOverRasterFloor: round(p50(CASES.uncachedToken) / p50(CASES.floorToken)),
    uncachedPoolOverRasterFloor: round(p50(CASES.uncachedPool) / p50(CASES.floorPool)),
    uncachedTokenOverItsRasterStep: round(p50(CASES.uncachedToken) / p50(CASES.rasterToken)),
    uncachedPoolOverItsRasterStep: round(p50(CASES.uncachedPool) / p50(CASES.rasterPool)),
    positionCardOverTokenCard: round(p50(CASES.positionCard) / p50(CASES.uncachedToken)),
    injectionOverPlainAssetMs: round(p50(CASES.page) - p50(CASES.plain)),
    prerenderedPngOverPlainPng: round(p50(CASES.prerendered) / p50(CASES.prerenderedPlain)),
    cachedPngOverPlainPng: round(p50(CASES.cached) / p50(CASES.prerenderedPlain)),
  };
}

/** Medians of the render route's Server-Timing: fetching logos (prepare), satori (layout), resvg + PNG. */
async function renderSplit(url: string, init?: BenchRequest): Promise<Record<string, number>> {
  const samples: Record<string, number[]> = {};
  for (let i = 0; i < 15; i++) {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    for (const entry of (response.headers.get('Server-Timing') ?? '').split(',')) {
      const [name = '', duration = ''] = entry.trim().split(';dur=');
      samples[name] = [...(samples[name] ?? []), Number(duration)];
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, values]) => [
      name,
      values.sort((a, b) => a - b)[values.length >> 1] ?? 0,
    ]),
  );
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
