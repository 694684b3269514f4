import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { decode } from 'fast-png';
import { describe, expect, inject, it } from 'vitest';
import type { Chain } from '../../data/chains.ts';
import { positionRowFixture } from '../../data/positionRow.fixture.ts';
import type { PositionRow } from '../../data/positionRow.ts';
import { DEFAULT_PAGE_TITLE } from '../../preview/pagePreview.ts';
import { matchPageRoute } from '../../preview/pageRoutes.ts';
import type { ReadPosition } from '../../preview/positionPreview.ts';
import { matchPreviewImageRoute, type SharedPositionVersion } from '../../preview/previewImagePath.ts';
import { edgeContextFrom } from '../../worker/edgeContext.ts';
import { respondWithImage } from '../../worker/imageRequest.ts';
import { respondWithPage } from '../../worker/pageRequest.ts';
import { HOSTILE_NAME } from './fixtureData.ts';
import { headOf } from './pageHead.ts';
import { workerFetch } from './workerFetch.ts';

const publicOrigin = `http://127.0.0.1:${inject('sitePort')}`;
const logoBase = `http://127.0.0.1:${inject('logoPort')}`;

/** The shared USDC/WETH position, its USDC logo on the fixture server: its id names the case. */
function positionRow(id: string, fields: Partial<PositionRow> = {}): PositionRow {
  return positionRowFixture({ id, ...fields }, { token0: `${logoBase}/logo.png` });
}

/** The positions the fixture reader knows, and every read it was asked for. */
const POSITIONS: Record<string, PositionRow> = {
  '42': positionRow('42'),
  '43': positionRow('43', { version: 'v4', status: 'out-of-range', currentTick: 202_000 }),
  '44': positionRow('44', {
    token0: { address: null, symbol: HOSTILE_NAME, name: HOSTILE_NAME, decimals: 18, logoUrl: null },
  }),
  '45': positionRow('45'),
  '46': positionRow('46'),
};
const reads: string[] = [];
const readPosition: ReadPosition = async (chain: Chain, version: SharedPositionVersion, id: string) => {
  reads.push(`${chain}/${version}/${id}`);
  const row = POSITIONS[id];
  return row && row.version === version ? row : undefined;
};

/** One request through the edge's page or image handler, with the fixture position reader. */
async function edgeFetch(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const request = new Request(new URL(path, 'http://edge.test'), init);
  const url = new URL(request.url);
  const edge = { ...edgeContextFrom(env, ctx, url), readPosition };
  const image = matchPreviewImageRoute(url.pathname);
  const page = matchPageRoute(url.pathname);
  const response = image
    ? await respondWithImage(request, image, edge)
    : page
      ? await respondWithPage(request, page, edge)
      : new Response('no route', { status: 599 });
  await waitOnExecutionContext(ctx);
  return response;
}

describe('a shared position link', () => {
  it('unfurls with its own tags: title, description, canonical url and its versioned card', async () => {
    const response = await edgeFetch('/positions/v3/ethereum/42', {
      headers: { 'User-Agent': 'Twitterbot' },
    });
    expect(response.status).toBe(200);
    const { title, content } = await headOf(response);
    expect(title).toBe('USDC/WETH 0.05% position on Uniswap');
    expect(content('og:url')).toEqual([`${publicOrigin}/positions/v3/ethereum/42`]);
    expect(content('og:image')[0]).toMatch(
      new RegExp(`^${publicOrigin}/api/image/positions/ethereum/v3/42\\?v=[0-9a-f]{16}$`),
    );
    expect(content('og:image:width')).toEqual(['1200']);
    expect(content('og:image:height')).toEqual(['630']);
    expect(content('twitter:card')).toEqual(['summary_large_image']);
    expect(content('og:description')[0]).toContain(
      'In range: 1,800.9 to 2,401.9 USDC per WETH, worth $12.3K',
    );
    // The shell's own tags (for its `_shell` URL) make way: one title, one og:url.
    expect(content('og:title')).toHaveLength(1);
  });

  it('reads a V4 link as a V4 position', async () => {
    const { title, content } = await headOf(await edgeFetch('/positions/v4/ethereum/43'));
    expect(title).toBe('USDC/WETH 0.05% position on Uniswap');
    expect(content('og:image')[0]).toContain('/api/image/positions/ethereum/v4/43?v=');
    expect(content('og:description')[0]).toContain('Out of range');
    expect(reads).toContain('ETHEREUM/v4/43');
  });

  it('gives an unknown id, a V3 id asked as V4, a chain it does not know and a non-id the default tags', async () => {
    for (const path of [
      '/positions/v3/ethereum/999',
      '/positions/v4/ethereum/42',
      '/positions/v3/nowhere/42',
      '/positions/v3/ethereum/0x2a',
    ]) {
      const response = await edgeFetch(path);
      expect(response.status, path).toBe(200);
      const { title, content } = await headOf(response);
      expect(title, path).toBe(DEFAULT_PAGE_TITLE);
      expect(content('og:image')[0], path).toMatch(/\/images\/[0-9a-f]{16}\.png$/);
    }
    expect(reads.filter((read) => read.includes('nowhere') || read.includes('0x2a'))).toEqual([]);
  });

  it('escapes a hostile symbol in the tags', async () => {
    const html = await (await edgeFetch('/positions/v3/ethereum/44')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    const { title } = await headOf(html);
    expect(title).toBe(`${HOSTILE_NAME}/WETH 0.05% position on Uniswap`);
  });

  it('asks the Data API once per position within the record’s few minutes', async () => {
    const before = reads.filter((read) => read.endsWith('/45')).length;
    await edgeFetch('/positions/v3/ethereum/45');
    await edgeFetch('/positions/v3/ethereum/45');
    await edgeFetch('/api/image/positions/ethereum/v3/45');
    expect(reads.filter((read) => read.endsWith('/45')).length - before).toBe(1);
  });

  it('gets the default tags for a position the Data API does not know', async () => {
    const { title } = await headOf(await workerFetch('/positions/v3/ethereum/4242'));
    expect(title).toBe(DEFAULT_PAGE_TITLE);
  });
});

describe('the position card', () => {
  it('is a 1200x630 PNG under 1 MB, rendered at the edge, then served from the Cache API', async () => {
    const first = await edgeFetch('/api/image/positions/ethereum/v3/46');
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/png');
    expect(first.headers.get('X-Preview-Source')).toBe('render');
    expect(first.headers.get('Cache-Control')).toContain('immutable');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(1024 * 1024);
    const png = decode(bytes);
    expect([png.width, png.height]).toEqual([1200, 630]);
    const again = await edgeFetch('/api/image/positions/ethereum/v3/46?v=anything');
    expect(again.headers.get('X-Preview-Source')).toBe('cache');
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
  });

  it('draws a hostile symbol', async () => {
    const response = await edgeFetch('/api/image/positions/ethereum/v3/44');
    expect(response.status).toBe(200);
    expect(decode(new Uint8Array(await response.arrayBuffer())).width).toBe(1200);
  });

  it('answers an unknown position, and an unknown kind of image, 404', async () => {
    const unknown = await edgeFetch('/api/image/positions/ethereum/v3/999');
    expect([unknown.status, await unknown.text()]).toEqual([404, 'Position not found.']);
    const v2 = await edgeFetch('/api/image/positions/ethereum/v2/42');
    expect(v2.status).toBe(404);
  });
});
