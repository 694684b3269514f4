import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { decode as decodePng } from 'fast-png';
import { encode as encodeJpeg } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionRowFixture } from '../../data/positionRow.fixture.ts';
import type { PositionRow } from '../../data/positionRow.ts';
import {
  createNodePreviewRenderer,
  type NodePreviewRenderer,
} from '../../scripts/previews/nodePreviewRenderer.ts';
import { updateRequested } from '../../scripts/updateRequest.ts';
import { defaultCardContent } from '../pagePreview.ts';
import { type PoolFields, poolPreviewRecord } from '../poolPreview.ts';
import { positionPreviewRecord } from '../positionPreview.ts';
import { type PreviewConfig, previewConfigFrom } from '../previewConfig.ts';
import { defaultPreviewRecord, type PreviewRecord } from '../previewRecord.ts';
import { type TokenFields, tokenPreviewRecord } from '../tokenPreview.ts';

/**
 * Golden images of every card variant, compared by pixels with a small tolerance. Fonts come from the
 * pinned npm packages, logos from a loopback server. `UPDATE_GOLDEN=1` rewrites the goldens; every run
 * leaves the PNGs it made under tests/screenshots/preview-cards for a look by eye.
 */
const GOLDEN_DIR = path.join(import.meta.dirname, '..', '__golden__');
const OUT_DIR = path.join(import.meta.dirname, '..', '..', 'tests', 'screenshots', 'preview-cards');
const UPDATE = updateRequested('UPDATE_GOLDEN');
/** A pixel differs when a channel moves by more than this; a card may differ in this share of pixels. */
const CHANNEL_TOLERANCE = 24;
const PIXEL_SHARE_TOLERANCE = 0.005;

let server: Server;
let base: string;
let renderer: NodePreviewRenderer;
let config: PreviewConfig;

function logoSvg(fill: string, mark: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><circle cx="128" cy="128" r="128" fill="${fill}"/><path d="${mark}" fill="#fff"/></svg>`;
}

function logoPng(fill: string, mark = 'M78 78h100v100H78z'): Uint8Array {
  return new Resvg(logoSvg(fill, mark), { font: { loadSystemFonts: false } }).render().asPng();
}

function logoJpeg(fill: string): Uint8Array {
  const rendered = new Resvg(
    `${logoSvg(fill, 'M128 60l68 136H60z').replace('<circle', '<rect width="256" height="256" fill="#fff"/><circle')}`,
    {
      font: { loadSystemFonts: false },
    },
  ).render();
  return new Uint8Array(
    encodeJpeg({ width: rendered.width, height: rendered.height, data: rendered.pixels }, 90).data,
  );
}

const logos: Record<string, [string, Uint8Array]> = {
  '/logos/usdc.png': ['image/png', logoPng('#2775CA')],
  '/logos/weth.png': ['image/png', logoPng('#627EEA', 'M128 40l60 90-60 36-60-36z')],
  '/logos/uni.jpg': ['image/jpeg', logoJpeg('#FF007A')],
  '/logos/white.png': ['image/png', logoPng('#FAFAFA')],
  '/logos/token.webp': ['image/webp', logoPng('#00AA55')],
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const logo = logos[request.url ?? ''];
    if (!logo) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': logo[0] }).end(logo[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config = previewConfigFrom(
    { PREVIEW_LOGO_ORIGINS: base, PREVIEW_ALLOW_LOCAL_NETWORK: 'true' },
    `${base}/graphql`,
  );
  renderer = await createNodePreviewRenderer(config);
  await mkdir(OUT_DIR, { recursive: true });
}, 30_000);
afterAll(() => server?.close());

const token = (fields: Partial<TokenFields>) => () =>
  tokenPreviewRecord(
    { chain: 'ETHEREUM', address: '0xa0b8', symbol: 'USDC', name: 'USD Coin', logoUrl: undefined, ...fields },
    config,
    'prerendered',
  );
const pool = (fields: Partial<PoolFields>) => () =>
  poolPreviewRecord(
    {
      chain: 'BASE',
      address: '0x88e6',
      protocolVersion: 'V3',
      feeTier: 500,
      token0: { symbol: 'USDC', logoUrl: `${base}/logos/usdc.png` },
      token1: { symbol: 'WETH', logoUrl: `${base}/logos/weth.png` },
      ...fields,
    },
    config,
    'prerendered',
  );

const position = (fields: Partial<PositionRow>) => () =>
  positionPreviewRecord(
    positionRowFixture(
      { id: '184467', ...fields },
      { token0: `${base}/logos/usdc.png`, token1: `${base}/logos/weth.png` },
    ),
    config,
  );

const VARIANTS: Record<string, () => PreviewRecord | undefined> = {
  'token-png-logo': () => token({ chain: 'BASE', logoUrl: `${base}/logos/usdc.png` })(),
  'token-jpeg-logo': () =>
    token({ chain: 'UNICHAIN', symbol: 'UNI', name: 'Uniswap', logoUrl: `${base}/logos/uni.jpg` })(),
  'token-webp-logo': () =>
    token({ chain: 'ARBITRUM', symbol: 'WBP', name: 'Webp Token', logoUrl: `${base}/logos/token.webp` })(),
  'token-near-white-logo': () =>
    token({ symbol: 'WHT', name: 'White Token', logoUrl: `${base}/logos/white.png` })(),
  'token-no-logo': token({ chain: 'POLYGON', symbol: 'NOL', name: 'No Logo Token' }),
  'token-cjk-name': token({ chain: 'BNB', symbol: '龙币', name: '中文代币 日本語トークン' }),
  'token-emoji-name': token({ chain: 'OPTIMISM', symbol: 'ROCKET🚀', name: 'Rocket 🚀 to the Moon 🌕' }),
  'token-long-name': token({
    chain: 'ZKSYNC',
    symbol: 'SUPERCALIFRAGILISTICEXPIALIDOCIOUS',
    name: 'A Token With A Name So Long That It Could Never Fit On One Line Of Any Card Ever Made',
  }),
  'pool-v2': pool({ protocolVersion: 'V2', feeTier: undefined, chain: 'ETHEREUM' }),
  'pool-v3': pool({}),
  'pool-v3-no-fee-tier': pool({ feeTier: null, token1: { symbol: 'DAI' } }),
  'pool-v4': pool({ protocolVersion: 'V4', feeTier: 3000, chain: 'UNICHAIN' }),
  'pool-v4-dynamic-fee': pool({ protocolVersion: 'V4', feeTier: null, isDynamicFee: true, token0: null }),
  'position-v3-in-range': position({}),
  'position-v4-out-of-range': position({
    chain: 'UNICHAIN',
    version: 'v4',
    id: '7',
    token0: { address: null, symbol: 'ETH', name: 'Ether', decimals: 18, logoUrl: null },
    token1: { address: '0x078d', symbol: 'USDC', name: 'USD Coin', decimals: 6, logoUrl: null },
    fee: 3000,
    tickSpacing: 60,
    tickLower: -198_000,
    tickUpper: -196_980,
    currentTick: -200_100,
    status: 'out-of-range',
    valueUsd: 1_250,
  }),
  'position-v3-closed-full-range': position({
    tickLower: -887_270,
    tickUpper: 887_270,
    liquidity: '0',
    status: 'closed',
    valueUsd: null,
  }),
  default: () => defaultPreviewRecord(defaultCardContent()),
};

describe('preview cards', () => {
  it.each(Object.keys(VARIANTS))('%s matches its golden image', async (name) => {
    const record = VARIANTS[name]?.();
    if (!record) throw new Error(`${name}: record expected`);
    const png = await renderer.png(record);
    await writeFile(path.join(OUT_DIR, `${name}.png`), png);
    const image = decodePng(png);
    expect([image.width, image.height]).toEqual([1200, 630]);
    expect(png.byteLength).toBeLessThan(1024 * 1024);
    const golden = path.join(GOLDEN_DIR, `${name}.png`);
    if (UPDATE) {
      await writeFile(golden, png);
      return;
    }
    expect(differingShare(image, decodePng(await readFile(golden)))).toBeLessThanOrEqual(
      PIXEL_SHARE_TOLERANCE,
    );
  });

  it.each([
    ['quotes and markup', '"><script>alert(1)</script></head>&amp;'],
    ['bidi and zero-width', '\u202Egnp.exe\u202C zero\u200Bwidth\u200D'],
    ['10 000 characters', 'W'.repeat(10_000)],
  ])('renders a card whose name and symbol hold %s', async (_case, hostile) => {
    const record = token({ symbol: hostile, name: hostile })();
    if (!record) throw new Error('record expected');
    const svg = await renderer.card.svg(record);
    expect(svg).not.toContain('<script');
    const image = decodePng(await renderer.png(record));
    expect([image.width, image.height]).toEqual([1200, 630]);
  });

  it.each([
    ['quotes and markup', '"><script>alert(1)</script></head>&amp;'],
    ['10 000 characters', 'W'.repeat(10_000)],
  ])('renders a position card whose symbols hold %s', async (_case, hostile) => {
    const record = position({
      token0: { address: '0x1', symbol: hostile, name: hostile, decimals: 18, logoUrl: null },
      token1: { address: '0x2', symbol: `${hostile}2`, name: hostile, decimals: 18, logoUrl: null },
    })();
    if (!record) throw new Error('record expected');
    const svg = await renderer.card.svg(record);
    expect(svg).not.toContain('<script');
    const image = decodePng(await renderer.png(record));
    expect([image.width, image.height]).toEqual([1200, 630]);
  });
});

/** Share of pixels where some RGBA channel differs by more than the tolerance. */
function differingShare(
  actual: ReturnType<typeof decodePng>,
  expected: ReturnType<typeof decodePng>,
): number {
  if (actual.width !== expected.width || actual.height !== expected.height) return 1;
  const pixels = actual.width * actual.height;
  const a = actual.data;
  const b = expected.data;
  const channels = actual.channels;
  if (channels !== expected.channels) return 1;
  let differing = 0;
  for (let p = 0; p < pixels; p++) {
    for (let c = 0; c < channels; c++) {
      if (Math.abs((a[p * channels + c] ?? 0) - (b[p * channels + c] ?? 0)) > CHANNEL_TOLERANCE) {
        differing++;
        break;
      }
    }
  }
  return differing / pixels;
}
