import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDataApiClient } from '../../data/client.ts';
import { TopTokens } from '../../data/operations/topTokens.ts';
import { poolPreviewRecord } from '../../preview/poolPreview.ts';
import { previewConfigFrom } from '../../preview/previewConfig.ts';
import type { PreviewRecord } from '../../preview/previewRecord.ts';
import { tokenPreviewRecord } from '../../preview/tokenPreview.ts';
import { hostileNames } from '../../tests/hostileNames.ts';
import { ensureDataApi } from '../dataApiProcess.ts';
import { createNodePreviewRenderer } from '../previews/nodePreviewRenderer.ts';
import { freeLoopbackPort, SITE_ASSETS_DIR, startSite } from '../site.ts';
import { round } from './percentile.ts';

const PAGE_SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const KINDS = ['token', 'pool'] as const;

interface Worst {
  ms: number;
  label: string;
}

/**
 * Hostile token names (tests/hostileNames.ts): the worst and median card render time at build (Node,
 * one thread: prepare, layout, raster, PNG) and at the edge (workerd under wrangler dev, the image
 * route's render step through the bench-only `POST /__bench/card`), and the p95 of a long-tail page
 * while the worst hostile card renders beside it, over and over, against its p95 alone. Figures only.
 */
export default async function benchHostileNames(): Promise<void> {
  const names = hostileNames();
  const build = await atBuild(names);
  print('build (Node)', build);

  if (!existsSync(join(SITE_ASSETS_DIR, 'index.html'))) {
    console.log(`no build in ${SITE_ASSETS_DIR}: run \`npm run build\` for the edge figures`);
    return;
  }
  const dataApi = await ensureDataApi();
  process.env.ENABLE_BENCH_ROUTES = 'true';
  const site = await startSite(Number(process.env.BENCH_PORT ?? (await freeLoopbackPort())), {
    freshState: true,
  });
  try {
    const edge = await atEdge(site.url, names);
    print('edge (workerd)', edge);
    // The card rendered beside the page is the slowest once the isolate holds its fonts and emoji (a
    // card rendered over and over), not the slowest first render, whose time is mostly fetching those.
    const warm = await atEdge(site.url, names);
    print('edge (workerd), second pass', warm);
    const worst = names.find(({ label }) => warm.worst.label.startsWith(label)) ?? names[0];
    const page = `${site.url}/explore/tokens/${await longTailToken(dataApi.url)}`;
    const idle = await pageLatencies(page);
    const beside = await whileRendering(
      site.url,
      worst?.text ?? '',
      warm.worst.label.endsWith('pool') ? 'pool' : 'token',
      () => pageLatencies(page),
    );
    const figures = {
      bench: 'hostileNames',
      case: 'long-tail page p95 beside the worst hostile render',
      page: page.replace(site.url, ''),
      hostile: warm.worst.label,
      idleP95Ms: round(idle.p95),
      besideP95Ms: round(beside.result.p95),
      ratio: round(beside.result.p95 / idle.p95),
      idleP99Ms: round(idle.p99),
      besideP99Ms: round(beside.result.p99),
      idleMaxMs: round(idle.max),
      besideMaxMs: round(beside.result.max),
      idleRequests: idle.requests,
      besideRequests: beside.result.requests,
      hostileRendersBeside: beside.renders,
    };
    console.table([
      { figure: 'long-tail page p95 ms, idle', value: figures.idleP95Ms },
      { figure: `long-tail page p95 ms, beside "${warm.worst.label}" renders`, value: figures.besideP95Ms },
      { figure: 'ratio (goal ≤ 2)', value: figures.ratio },
      {
        figure: 'long-tail page p99 ms, idle / beside',
        value: `${figures.idleP99Ms} / ${figures.besideP99Ms}`,
      },
      {
        figure: 'long-tail page max ms, idle / beside',
        value: `${figures.idleMaxMs} / ${figures.besideMaxMs}`,
      },
      { figure: 'hostile renders meanwhile', value: beside.renders },
    ]);
    console.log(JSON.stringify(figures));
  } finally {
    await site.stop();
    await dataApi.stop();
  }
}

async function atBuild(names: ReturnType<typeof hostileNames>) {
  const config = previewConfigFrom({}, 'http://127.0.0.1:9/graphql');
  const renderer = await createNodePreviewRenderer(config);
  for (const kind of KINDS) await renderer.png(card(kind, 'warm-up', config)); // JIT, fonts
  const times: Worst[] = [];
  for (const { label, text } of names) {
    for (const kind of KINDS) {
      const started = performance.now();
      await renderer.png(card(kind, text, config));
      times.push({ ms: performance.now() - started, label: `${label} ${kind}` });
    }
  }
  return summary(times);
}

async function atEdge(siteUrl: string, names: ReturnType<typeof hostileNames>) {
  for (const kind of KINDS) await renderAtEdge(siteUrl, kind, 'warm-up');
  const times: Worst[] = [];
  for (const { label, text } of names) {
    for (const kind of KINDS)
      times.push({ ms: await renderAtEdge(siteUrl, kind, text), label: `${label} ${kind}` });
  }
  return summary(times);
}

/** The card's render time as the worker measured it (Server-Timing), not counting the HTTP hop. */
async function renderAtEdge(siteUrl: string, kind: 'token' | 'pool', text: string): Promise<number> {
  const response = await fetch(`${siteUrl}/__bench/card`, {
    method: 'POST',
    body: JSON.stringify({ kind, text }),
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`/__bench/card answered ${response.status}`);
  return Number(/render;dur=([\d.]+)/.exec(response.headers.get('Server-Timing') ?? '')?.[1] ?? Number.NaN);
}

function card(
  kind: 'token' | 'pool',
  text: string,
  config: ReturnType<typeof previewConfigFrom>,
): PreviewRecord {
  const fields = { chain: 'ETHEREUM', address: `0x${'ab'.repeat(20)}` } as const;
  const record =
    kind === 'token'
      ? tokenPreviewRecord(
          { ...fields, symbol: text || 'X', name: text || 'X', logoUrl: undefined },
          config,
          'edge',
        )
      : poolPreviewRecord(
          {
            ...fields,
            protocolVersion: 'V3',
            feeTier: 3000,
            token0: { symbol: text },
            token1: { symbol: text },
          },
          config,
          'edge',
        );
  if (!record) throw new Error('bench record expected');
  return record;
}

async function longTailToken(dataApiUrl: string): Promise<string> {
  const client = createDataApiClient({ url: dataApiUrl });
  const { topTokens } = await client.request(TopTokens, { chain: 'ARBITRUM', pageSize: 100 });
  const address = topTokens?.filter((token) => token?.address).at(-1)?.address;
  if (!address) throw new Error('the Data API has no Arbitrum tokens to bench with');
  return `arbitrum/${address.toLowerCase()}`;
}

async function pageLatencies(
  url: string,
): Promise<{ p95: number; p99: number; max: number; requests: number }> {
  const latencies: number[] = [];
  await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 1, duration: PAGE_SECONDS }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.floor(latencies.length * share)] ?? Number.NaN;
  return { p95: at(0.95), p99: at(0.99), max: latencies.at(-1) ?? Number.NaN, requests: latencies.length };
}

/** Runs `measure` while hostile cards render back to back on the same worker. */
async function whileRendering<T>(
  siteUrl: string,
  text: string,
  kind: 'token' | 'pool',
  measure: () => Promise<T>,
): Promise<{ result: T; renders: number }> {
  let running = true;
  let renders = 0;
  const loop = (async () => {
    while (running) {
      await renderAtEdge(siteUrl, kind, text);
      renders++;
    }
  })();
  try {
    return { result: await measure(), renders };
  } finally {
    running = false;
    await loop;
  }
}

function summary(times: Worst[]) {
  const sorted = [...times].sort((a, b) => a.ms - b.ms);
  return {
    worst: sorted.at(-1) ?? { ms: Number.NaN, label: '' },
    median: sorted[Math.floor(sorted.length / 2)]?.ms ?? Number.NaN,
    cards: sorted.length,
  };
}

function print(where: string, { worst, median, cards }: ReturnType<typeof summary>): void {
  console.table([
    { figure: `${where}: cards rendered`, value: cards },
    { figure: `${where}: worst hostile card ms (goal ≤ 1000)`, value: round(worst.ms) },
    { figure: `${where}: worst case`, value: worst.label },
    { figure: `${where}: median hostile card ms`, value: round(median) },
  ]);
  console.log(
    JSON.stringify({
      bench: 'hostileNames',
      case: where,
      worstMs: round(worst.ms),
      worst: worst.label,
      medianMs: round(median),
      cards,
    }),
  );
}
