import { Resvg } from '@resvg/resvg-wasm';
import type { PositionRow } from '../data/positionRow.ts';
import { poolPreviewRecord } from '../preview/poolPreview.ts';
import { positionPreviewRecord } from '../preview/positionPreview.ts';
import { PREVIEW_CONSTANTS } from '../preview/previewConstants.ts';
import type { PreviewRecord } from '../preview/previewRecord.ts';
import { tokenPreviewRecord } from '../preview/tokenPreview.ts';
import { cachedPreviewRecord } from './cachedPreviewRecord.ts';
import { cardRendererFor, previewCardSvg, renderPreviewCardPng } from './cardImage.ts';
import { rasterizeSvg, workerdSatori } from './cardRenderer.ts';
import type { EdgeContext } from './edgeContext.ts';

/** Every bench route starts with it; none holds the way for cards (worker/cardsGiveWay.ts). */
export const BENCH_PATH_PREFIX = '/__bench/';
const HOSTILE_CARD_ROUTE = `${BENCH_PATH_PREFIX}card`;
const POSITION_CARD_ROUTE = `${BENCH_PATH_PREFIX}render/position`;
const BENCH_ROUTE = /^\/__bench\/(render|raster|floor)\/(tokens|pools)\/([^/]+)\/([^/]+)$/;
const svgs = new Map<string, Promise<string | undefined>>();

/**
 * Bench-only routes, answered only with `ENABLE_BENCH_ROUTES=true` (off in wrangler.jsonc):
 * - `/__bench/render/{tokens|pools}/{network}/{address}`: the image route's render path on every
 *   request (record, logos, satori, resvg), skipping the prerendered file and the PNG cache;
 * - `/__bench/raster/…`: the render path's last step alone on that card's ready-made SVG (resvg-wasm
 *   raster, PNG encoded with native zlib);
 * - `/__bench/floor/…`: resvg-wasm alone on the same SVG, its own PNG encoder included: the raster floor;
 * - `POST /__bench/card`: a card drawn from a given name (below);
 * - `POST /__bench/render/position`: the image route's render path for the position card of the
 *   PositionRow posted (logos, satori, resvg), timed like `render`: a position's record comes from the
 *   chain through the Data API, which the bench leaves out as it leaves out the token's cached record.
 * Any other path is left to the real routes.
 */
export async function respondOnBenchRoute(
  request: Request,
  url: URL,
  edge: EdgeContext,
): Promise<Response | undefined> {
  if (url.pathname === HOSTILE_CARD_ROUTE && request.method === 'POST') return hostileCard(request, edge);
  if (url.pathname === POSITION_CARD_ROUTE && request.method === 'POST') {
    const record = positionPreviewRecord((await request.json()) as PositionRow, edge.config);
    return record ? timedRender(record, edge) : new Response('no such card', { status: 400 });
  }
  const found = BENCH_ROUTE.exec(url.pathname);
  if (!found) return undefined;
  const [, step, kinds, networkName = '', address = ''] = found;
  const kind = kinds === 'tokens' ? 'token' : 'pool';
  if (step === 'render') {
    const record = await cachedPreviewRecord(kind, networkName, address, edge);
    if (!record) return new Response('no such card', { status: 404 });
    return timedRender(record, edge);
  }
  let svg = svgs.get(url.pathname);
  if (!svg) {
    svg = cachedPreviewRecord(kind, networkName, address, edge).then(
      (record) => record && previewCardSvg(record, edge),
    );
    svgs.set(url.pathname, svg);
  }
  const ready = await svg;
  if (!ready) return new Response('no such card', { status: 404 });
  return png(
    step === 'floor' ? await resvgAlone(ready) : await rasterizeSvg(ready, PREVIEW_CONSTANTS.image.width),
  );
}

/** The same steps as renderPreviewCardPng, timed one by one (Server-Timing). */
async function timedRender(record: PreviewRecord, edge: EdgeContext): Promise<Response> {
  const renderer = await cardRendererFor(edge);
  const started = performance.now();
  const element = await renderer.prepare(record);
  const prepared = performance.now();
  const svg = await renderer.layout(element);
  const laidOut = performance.now();
  const response = png(await rasterizeSvg(svg, PREVIEW_CONSTANTS.image.width));
  const timing = {
    prepare: prepared - started,
    layout: laidOut - prepared,
    raster: performance.now() - laidOut,
  };
  response.headers.set(
    'Server-Timing',
    Object.entries(timing)
      .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
      .join(', '),
  );
  return response;
}

async function resvgAlone(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  await workerdSatori();
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: PREVIEW_CONSTANTS.image.width },
    font: { loadSystemFonts: false },
  });
  const image = resvg.render();
  try {
    return new Uint8Array(image.asPng());
  } finally {
    image.free();
    resvg.free();
  }
}

/**
 * `POST /__bench/card` with `{ kind: 'token' | 'pool', text }`: the image route's render step (the one
 * a long-tail card takes, simpler-card fallback included) for a card whose name and symbols are
 * `text`, timed in `Server-Timing`. The bench sends its hostile-name corpus through it.
 */
async function hostileCard(request: Request, edge: EdgeContext): Promise<Response> {
  const { kind, text } = (await request.json()) as { kind: 'token' | 'pool'; text: string };
  const fields = { chain: 'ETHEREUM', address: `0x${'ab'.repeat(20)}` } as const;
  const record =
    kind === 'token'
      ? tokenPreviewRecord(
          { ...fields, symbol: text || 'X', name: text || 'X', logoUrl: undefined },
          edge.config,
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
          edge.config,
          'edge',
        );
  if (!record) return new Response('no such card', { status: 400 });
  const started = performance.now();
  const response = png(await renderPreviewCardPng(record, edge));
  response.headers.set('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
  return response;
}

function png(body: Uint8Array<ArrayBuffer>): Response {
  return new Response(body, { headers: { 'Content-Type': 'image/png' } });
}
