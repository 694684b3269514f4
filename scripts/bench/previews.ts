import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { Resvg } from '@resvg/resvg-js';
import { defaultCardContent } from '../../preview/pagePreview.ts';
import { poolPreviewRecord } from '../../preview/poolPreview.ts';
import { previewConfigFrom } from '../../preview/previewConfig.ts';
import { defaultPreviewRecord, type PreviewRecord } from '../../preview/previewRecord.ts';
import { tokenPreviewRecord } from '../../preview/tokenPreview.ts';
import { createNodePreviewRenderer, encodeCardPng, rasterizeCard } from '../previews/nodePreviewRenderer.ts';
import { createRenderPool } from '../previews/renderPool.ts';

const CARDS = Number(process.env.BENCH_CARDS ?? 400);
const CHAINS = ['ETHEREUM', 'BASE', 'ARBITRUM', 'POLYGON', 'UNICHAIN', 'OPTIMISM'] as const;

/**
 * Build-time card rendering: PNG/s on one thread and on every core, ms per image split into satori
 * layout, resvg raster and PNG encoding, PNG bytes, and the raster floor (resvg alone on the same SVG).
 * Logos come from a loopback server, as the embedded Data API serves them.
 */
export default async function benchPreviews(): Promise<void> {
  const logo = new Resvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><circle cx="128" cy="128" r="128" fill="#2775CA"/><path d="M78 78h100v100H78z" fill="#fff"/></svg>',
    { font: { loadSystemFonts: false } },
  )
    .render()
    .asPng();
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'image/png' }).end(logo),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = previewConfigFrom(
    { PREVIEW_LOGO_ORIGINS: base, PREVIEW_ALLOW_LOCAL_NETWORK: 'true' },
    `${base}/graphql`,
  );
  const records = Array.from({ length: CARDS }, (_, i) => card(i, base, config));

  try {
    const renderer = await createNodePreviewRenderer(config);
    for (const record of records.slice(0, 5)) await renderer.png(record); // warm-up: JIT, fonts, glyph caches
    const split = { layout: 0, raster: 0, encode: 0, floor: 0 };
    const sizes: number[] = [];
    const started = performance.now();
    for (const record of records) {
      const element = await renderer.card.prepare(record);
      let t = performance.now();
      const svg = await renderer.card.layout(element);
      split.layout += performance.now() - t;
      t = performance.now();
      const image = rasterizeCard(svg);
      split.raster += performance.now() - t;
      t = performance.now();
      sizes.push(encodeCardPng(image).byteLength);
      split.encode += performance.now() - t;
      t = performance.now();
      rasterizeCard(svg).asPng();
      split.floor += performance.now() - t;
    }
    const oneThreadMs = performance.now() - started - split.floor;

    const pool = await createRenderPool(config, { size: availableParallelism() });
    for (const record of records.slice(0, pool.size * 2)) await pool.render(record);
    const poolStarted = performance.now();
    await Promise.all(records.map((record) => pool.render(record)));
    const poolMs = performance.now() - poolStarted;
    await pool.close();

    const per = (ms: number) => (ms / records.length).toFixed(2);
    sizes.sort((a, b) => a - b);
    console.table([
      { figure: 'cards', value: records.length },
      {
        figure: 'PNG/s, one thread (prepare + layout + raster + encode)',
        value: ((records.length * 1000) / oneThreadMs).toFixed(1),
      },
      {
        figure: `PNG/s, all cores (${pool.size} worker threads)`,
        value: ((records.length * 1000) / poolMs).toFixed(1),
      },
      { figure: 'ms/image satori layout', value: per(split.layout) },
      { figure: 'ms/image resvg raster', value: per(split.raster) },
      { figure: 'ms/image PNG encode (zlib level 1)', value: per(split.encode) },
      {
        figure: 'ms/image raster floor (resvg alone with its own encoder, same SVG)',
        value: per(split.floor),
      },
      { figure: 'PNG bytes median', value: sizes[Math.floor(sizes.length / 2)] },
      { figure: 'PNG bytes max', value: sizes[sizes.length - 1] },
    ]);
  } finally {
    server.close();
  }
}

/** A mix like the popular set: mostly tokens with logos, pools of every version, one default card. */
function card(i: number, base: string, config: ReturnType<typeof previewConfigFrom>): PreviewRecord {
  const chain = CHAINS[i % CHAINS.length] ?? 'ETHEREUM';
  const address = `0x${i.toString(16).padStart(40, '0')}`;
  if (i === 0) return defaultPreviewRecord(defaultCardContent());
  if (i % 3 === 0) {
    const record = poolPreviewRecord(
      {
        chain,
        address,
        protocolVersion: (['V2', 'V3', 'V4'] as const)[i % 3 === 0 ? (i / 3) % 3 : 0] ?? 'V3',
        feeTier: 500,
        token0: { symbol: `TK${i}`, logoUrl: `${base}/logo${i}.png` },
        token1: { symbol: 'WETH', logoUrl: i % 2 ? `${base}/weth.png` : undefined },
      },
      config,
      'prerendered',
    );
    if (record) return record;
  }
  const record = tokenPreviewRecord(
    {
      chain,
      address,
      symbol: `TKN${i}`,
      name: `Token number ${i}`,
      logoUrl: i % 4 ? `${base}/logo${i}.png` : undefined,
    },
    config,
    'prerendered',
  );
  if (!record) throw new Error('bench record expected');
  return record;
}
