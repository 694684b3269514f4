import { PREVIEW_IMAGE_WIDTH } from '../preview/metaTags.ts';
import { cachedPreviewRecord } from './cachedPreviewRecord.ts';
import { previewCardSvg } from './cardImage.ts';
import { rasterizeSvg } from './cardRenderer.ts';
import type { EdgeContext } from './edgeContext.ts';

const svgs = new Map<string, Promise<string | undefined>>();

/**
 * Bench-only (`ENABLE_BENCH_ROUTES=true`): `/__bench/raster/{tokens|pools}/{network}/{address}` runs
 * resvg-wasm alone on the card's ready-made SVG, in this same worker: the raster floor that the
 * uncached image route is compared with. Any other path is left to the real routes.
 */
export async function respondOnBenchRoute(url: URL, edge: EdgeContext): Promise<Response | undefined> {
  const found = /^\/__bench\/raster\/(tokens|pools)\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (!found) return undefined;
  const [, kinds, networkName = '', address = ''] = found;
  const kind = kinds === 'tokens' ? 'token' : 'pool';
  let svg = svgs.get(url.pathname);
  if (!svg) {
    svg = cachedPreviewRecord(kind, networkName, address, edge).then(
      (record) => record && previewCardSvg(record, edge),
    );
    svgs.set(url.pathname, svg);
  }
  const ready = await svg;
  if (!ready) return new Response('no such card', { status: 404 });
  return new Response(await rasterizeSvg(ready, PREVIEW_IMAGE_WIDTH), {
    headers: { 'Content-Type': 'image/png' },
  });
}
