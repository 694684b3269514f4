import { env } from 'cloudflare:workers';
import { decode } from 'fast-png';
import { describe, expect, inject, it, vi } from 'vitest';
import { DEFAULT_COLOUR } from '../../preview/logoColour.ts';
import { previewConfigFrom } from '../../preview/previewConfig.ts';
import { INTER_FONT_FILES } from '../../preview/previewFonts.ts';
import { imageVersion } from '../../preview/previewImagePath.ts';
import { previewRecordCacheKey } from '../../worker/cachedPreviewRecord.ts';
import { EDGE_CACHES, edgeCacheKey } from '../../worker/edgeCache.ts';
import { siteAssetSource } from '../../worker/siteAssetSource.ts';
import { LOGO_COLOURS, POOLS, TOKENS, UNKNOWN_ADDRESS } from './fixtureData.ts';
import { workerFetch } from './workerFetch.ts';

const tokenImage = (address: string) => `/api/image/tokens/ethereum/${address}`;
const poolImage = (address: string) => `/api/image/pools/ethereum/${address}`;

/** Decodes the PNG (never SVG) and returns its size and the colour of its top-left corner. */
async function cardOf(response: Response) {
  expect(response.headers.get('Content-Type')).toBe('image/png');
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  const png = decode(new Uint8Array(await response.arrayBuffer()));
  const [red = 0, green = 0, blue = 0] = png.data.slice(0, 3);
  return { width: png.width, height: png.height, corner: { red, green, blue } };
}

function expectColourNear(actual: { red: number; green: number; blue: number }, expected: typeof actual) {
  for (const channel of ['red', 'green', 'blue'] as const) {
    expect(Math.abs(actual[channel] - expected[channel]), channel).toBeLessThanOrEqual(4);
  }
}

async function cached(name: keyof typeof EDGE_CACHES, ...segments: string[]) {
  return (await caches.open(EDGE_CACHES[name].name)).match(edgeCacheKey(...segments));
}

async function cachedRecord(kind: 'token' | 'pool', address: string) {
  return (await caches.open(EDGE_CACHES.previewRecords.name)).match(
    previewRecordCacheKey(kind, 'ethereum', address),
  );
}

/** The PNG cached for a card's current version (the one its cached preview record names). */
async function cachedImage(kind: 'token' | 'pool', address: string) {
  const record = await cachedRecord(kind, address);
  if (!record) return undefined;
  const { imagePath } = (await record.json()) as { imagePath: string };
  const name = kind === 'token' ? 'tokenImages' : 'poolImages';
  return cached(name, 'images', kind, 'ethereum', address, imageVersion(imagePath));
}

async function forgeTokenRecord(address: string, symbol: string, version: string) {
  const record = {
    kind: 'token',
    title: `Get ${symbol} on Uniswap`,
    brandName: 'Uniswap',
    imagePath: `/api/image/tokens/ethereum/${address}?v=${version}`,
    path: `/explore/tokens/ethereum/${address}`,
    networkName: 'ethereum',
    address,
    tokenData: { chain: 'ETHEREUM', symbol, name: `${symbol} Coin`, logoUrl: undefined },
  };
  const records = await caches.open(EDGE_CACHES.previewRecords.name);
  const stored = { headers: { 'Cache-Control': 'max-age=600' } };
  await records.put(previewRecordCacheKey('token', 'ethereum', address), Response.json(record, stored));
}

describe('token and pool images', () => {
  it('renders a 1200x630 token card in the logo colour, then serves it from the Cache API', async () => {
    const first = await workerFetch(tokenImage(TOKENS.pngLogo));
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Preview-Source')).toBe('render');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=604800');
    const card = await cardOf(first);
    expect([card.width, card.height]).toEqual([1200, 630]);
    expectColourNear(card.corner, LOGO_COLOURS.png);
    expect(await cachedImage('token', TOKENS.pngLogo)).toBeDefined();

    const second = await workerFetch(tokenImage(TOKENS.pngLogo));
    expect(second.headers.get('X-Preview-Source')).toBe('cache');
    expect((await cardOf(second)).width).toBe(1200);
  });

  it('draws a JPEG logo colour too', async () => {
    const card = await cardOf(await workerFetch(tokenImage(TOKENS.jpegLogo)));
    expectColourNear(card.corner, LOGO_COLOURS.jpeg);
  });

  it('keys the image cache without the query string, the address or network case, or the Host', async () => {
    const first = await workerFetch(
      `/api/image/tokens/ETHEREUM/${TOKENS.hostileName.toUpperCase().replace('0X', '0x')}?v=1`,
    );
    expect(first.headers.get('X-Preview-Source')).toBe('render');
    const second = await workerFetch(`${tokenImage(TOKENS.hostileName)}?v=2&utm_source=x`, {
      headers: { Host: 'other.example', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(second.headers.get('X-Preview-Source')).toBe('cache');
  });

  it('renders a changed card anew: the image cache is keyed by the version its record names', async () => {
    await forgeTokenRecord(TOKENS.changingCard, 'OLD', '1111111111111111');
    expect((await workerFetch(tokenImage(TOKENS.changingCard))).headers.get('X-Preview-Source')).toBe(
      'render',
    );
    const again = await workerFetch(`${tokenImage(TOKENS.changingCard)}?v=2222222222222222`);
    expect(again.headers.get('X-Preview-Source')).toBe('cache');
    const old = new Uint8Array(await again.arrayBuffer());

    await forgeTokenRecord(TOKENS.changingCard, 'NEW', '2222222222222222');
    const changed = await workerFetch(`${tokenImage(TOKENS.changingCard)}?v=1111111111111111`);
    expect(changed.headers.get('X-Preview-Source')).toBe('render');
    expect(new Uint8Array(await changed.arrayBuffer())).not.toEqual(old);
  });

  it('never uses a preview record cached under another card template version', async () => {
    const address = TOKENS.olderTemplate;
    const records = await caches.open(EDGE_CACHES.previewRecords.name);
    const stale = {
      kind: 'token',
      title: 'Get OLD on Uniswap',
      brandName: 'Uniswap',
      imagePath: `/api/image/tokens/ethereum/${address}?v=1111111111111111`,
      path: `/explore/tokens/ethereum/${address}`,
      networkName: 'ethereum',
      address,
      tokenData: { chain: 'ETHEREUM', symbol: 'OLD', name: 'Old Coin' },
    };
    // Where records lived before they carried the template version, and under another version.
    for (const key of [
      edgeCacheKey('records', 'token', 'ethereum', address),
      edgeCacheKey('records', '0000000000000000', 'token', 'ethereum', address),
    ])
      await records.put(key, Response.json(stale, { headers: { 'Cache-Control': 'max-age=600' } }));

    const page = await (await workerFetch(`/explore/tokens/ethereum/${address}`)).text();
    expect(page).toContain('Get CUR on Uniswap');
    expect(page).not.toContain('1111111111111111');
    const current = (await (await cachedRecord('token', address))?.json()) as {
      tokenData: { symbol: string };
    };
    expect(current.tokenData.symbol).toBe('CUR');
  });

  it('renders pool cards with the immutable header, found in the order v4, v3, v2', async () => {
    for (const address of [POOLS.v4Only, POOLS.v4FailsV3Found, POOLS.v2Only, POOLS.everywhere]) {
      const response = await workerFetch(poolImage(address));
      expect(response.status, address).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('public, immutable, max-age=31536000');
      const card = await cardOf(response);
      expect([card.width, card.height]).toEqual([1200, 630]);
      expectColourNear(card.corner, { red: 0x1b, green: 0x1b, blue: 0x1b });
    }
    const versions = await Promise.all(
      [POOLS.v4Only, POOLS.v4FailsV3Found, POOLS.v2Only, POOLS.everywhere].map(async (address) => {
        const record = await (await cachedRecord('pool', address))?.json();
        return (record as { poolData: { protocolVersion: string; token0Symbol: string } }).poolData;
      }),
    );
    expect(versions.map((pool) => `${pool.protocolVersion} ${pool.token0Symbol}`)).toEqual([
      'V4 AAA',
      'V3 V3A',
      'V2 V2A',
      'V4 V4A',
    ]);
  });

  it('serves the prerendered PNG from the assets before anything else', async () => {
    const response = await workerFetch(tokenImage(TOKENS.prerendered));
    expect(response.headers.get('X-Preview-Source')).toBe('asset');
    const card = await cardOf(response);
    expect([card.width, card.height]).toEqual([1200, 630]);
    expect(card.corner).toEqual({ red: 90, green: 90, blue: 90 });
  });

  it('uses a valid cached preview record before asking the Data API, and ignores an invalid one', async () => {
    const forged = `0x${'c0ffee'.repeat(6)}ffff`;
    await forgeTokenRecord(forged, 'CACHED', '0');
    const page = await (await workerFetch(`/explore/tokens/ethereum/${forged}`)).text();
    expect(page).toContain('<title>Get CACHED on Uniswap</title>');

    await forgeTokenRecord(TOKENS.jpegLogo, '', '0');
    const fresh = await (await workerFetch(`/explore/tokens/ethereum/${TOKENS.jpegLogo}`)).text();
    expect(fresh).toContain('<title>Get JPG on Uniswap</title>');
  });

  it('gets no data when the record cache fails (spec section 4), and renders past a failing image cache', async () => {
    const open = caches.open.bind(caches);
    const failing = (name: string) =>
      vi
        .spyOn(caches, 'open')
        .mockImplementation((cache) =>
          cache === name ? Promise.reject(new Error(`${cache} unavailable`)) : open(cache),
        );
    const records = failing(EDGE_CACHES.previewRecords.name);
    try {
      const image = await workerFetch(tokenImage(TOKENS.hostileName));
      expect(image.status).toBe(404);
      expect(await image.text()).toBe('Token not found.');
      const page = await (await workerFetch(`/explore/tokens/ethereum/${TOKENS.hostileName}`)).text();
      expect(page).toContain('<title>Uniswap Interface</title>');
    } finally {
      records.mockRestore();
    }
    const images = failing(EDGE_CACHES.tokenImages.name);
    try {
      const image = await workerFetch(tokenImage(TOKENS.hostileName));
      expect(image.status).toBe(200);
      expect(image.headers.get('X-Preview-Source')).toBe('render');
    } finally {
      images.mockRestore();
    }
  });
});

describe('logo problems give the default colour, silently and within the bound', () => {
  for (const [problem, address] of [
    ['a redirect (never followed)', TOKENS.redirectLogo],
    ['a body over 2 MB without Content-Length', TOKENS.oversizedLogo],
    ['a slow body (cut at the logo bound)', TOKENS.slowLogo],
    ['a type that is not an image', TOKENS.htmlLogo],
  ] as const) {
    it(problem, async () => {
      const response = await workerFetch(tokenImage(address));
      expect(response.status).toBe(200);
      expectColourNear((await cardOf(response)).corner, DEFAULT_COLOUR);
    });
  }
});

describe('error catalogue (spec section 8)', () => {
  it('pool not found → 404 "Pool not found.", never cached', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await workerFetch(poolImage(UNKNOWN_ADDRESS));
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Pool not found.');
    }
    expect(await cached('poolImages', 'images', 'pool', 'ethereum', UNKNOWN_ADDRESS)).toBeUndefined();
    expect(await cachedRecord('pool', UNKNOWN_ADDRESS)).toBeUndefined();
  });

  it('token missing or invalid → 404 "Token not found.", never cached', async () => {
    for (const address of [UNKNOWN_ADDRESS, TOKENS.noSymbol, '%E0%A4%A']) {
      const response = await workerFetch(tokenImage(address));
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Token not found.');
      expect(await cachedRecord('token', address)).toBeUndefined();
    }
  });

  it('other failure building an image → 500 with the error message, never cached', async () => {
    const noAssets = { fetch: async () => new Response('gone', { status: 404 }) } as unknown as Fetcher;
    const broken = await workerFetch(
      tokenImage(TOKENS.unrenderable),
      {},
      {
        ASSETS: noAssets,
        PUBLIC_ORIGIN: 'http://127.0.0.1:9',
      },
    );
    expect(broken.status).toBe(500);
    expect(await broken.text()).toBe('Inter font files are missing from the asset source');
    expect(await cachedImage('token', TOKENS.unrenderable)).toBeUndefined();
    const healthy = await workerFetch(tokenImage(TOKENS.unrenderable));
    expect(healthy.headers.get('X-Preview-Source')).toBe('render');
  }, 20_000);

  it('a font the binding and the site path miss once is read again by the next card', async () => {
    let down = true;
    const flaky = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        down
          ? Promise.resolve(new Response('', { status: 500 }))
          : env.ASSETS.fetch(new Request(input, init)),
    } as unknown as Fetcher;
    const config = previewConfigFrom(env, env.DATA_API_URL);
    const source = siteAssetSource(flaky, 'http://127.0.0.1:9', config);
    const font = INTER_FONT_FILES[0]?.path ?? '';
    expect(await source(font)).toBeUndefined();
    down = false;
    expect((await source(font))?.byteLength).toBeGreaterThan(0);
  });

  it('font failure through the binding → the site font path', async () => {
    const withoutFonts = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname.startsWith('/fonts/'))
          return Promise.reject(new Error('binding down'));
        return env.ASSETS.fetch(request);
      },
    } as unknown as Fetcher;
    const sitePort = inject('sitePort');
    const response = await workerFetch(
      tokenImage(TOKENS.fontFallback),
      {},
      {
        ASSETS: withoutFonts,
        PUBLIC_ORIGIN: `http://127.0.0.1:${sitePort}`,
      },
    );
    // Rendered (not from a cache), and without fonts a card cannot render: they came from the site path.
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Preview-Source')).toBe('render');
    expect((await cardOf(response)).width).toBe(1200);
  });

  it('unmatched route → 404 "404 Not Found"', async () => {
    for (const [path, init] of [
      ['/no/such/file.txt', {}],
      ['/api/image/tokens/ethereum', {}],
      ['/api/image/nfts/ethereum/0x1', {}],
      [tokenImage(TOKENS.pngLogo), { method: 'POST' }],
    ] as const) {
      const response = await workerFetch(path, init);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe('404 Not Found');
    }
  });

  it('unhandled error → 500 "Internal Server Error"', async () => {
    const throwing = { fetch: () => Promise.reject(new Error('assets exploded')) } as unknown as Fetcher;
    const response = await workerFetch('/robots.txt', {}, { ASSETS: throwing });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal Server Error');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('any failure in the page preview step → the original page', async () => {
    // A PUBLIC_ORIGIN that is not a URL makes building the tags throw.
    const response = await workerFetch('/swap', {}, { PUBLIC_ORIGIN: 'not a url' });
    const original = await env.ASSETS.fetch('http://edge.test/swap');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(await original.text());
  });
});
