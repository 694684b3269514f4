import { PREVIEW_CONSTANTS } from '../preview/previewConstants.ts';
import {
  imageVersion,
  type PreviewImageRoute,
  type PreviewKind,
  previewImagePath,
} from '../preview/previewImagePath.ts';
import type { PreviewRecord } from '../preview/previewRecord.ts';
import { cachedPositionRecord, cachedPreviewRecord } from './cachedPreviewRecord.ts';
import { renderPreviewCardPng } from './cardImage.ts';
import { type EdgeCacheName, edgeCacheKey, readEdgeCache, writeEdgeCache } from './edgeCache.ts';
import type { EdgeContext } from './edgeContext.ts';
import { errorCatalogue } from './errorCatalogue.ts';

type CardKind = PreviewKind | 'position';

const CACHE_BY_KIND: Record<CardKind, EdgeCacheName> = {
  token: 'tokenImages',
  pool: 'poolImages',
  position: 'positionImages',
};

/**
 * Pool and position images are addressed by a versioned URL (`?v=`), so browsers and CDNs may keep them
 * for good: a position whose worth or range status moves gets a new version in its tags.
 */
const CACHE_CONTROL_BY_KIND: Record<CardKind, string> = {
  token: `public, max-age=${PREVIEW_CONSTANTS.ttlSeconds.edgeCache}`,
  pool: `public, immutable, max-age=${PREVIEW_CONSTANTS.ttlSeconds.versionedImage}`,
  position: `public, immutable, max-age=${PREVIEW_CONSTANTS.ttlSeconds.versionedImage}`,
};

/**
 * A preview card PNG, cheapest source first: the prerendered file from the build (tokens and pools),
 * then the Cache API entry of the card's current version, then a render from the (cached) preview record.
 */
export async function respondWithImage(
  request: Request,
  route: PreviewImageRoute | 'unmatched',
  edge: EdgeContext,
): Promise<Response> {
  if (route === 'unmatched' || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return errorCatalogue.notFound();
  }
  if (route.kind === 'position') {
    const { networkName, version, tokenId } = route;
    const record = await cachedPositionRecord(networkName, version, tokenId, edge);
    if (!record) return errorCatalogue.positionNotFound();
    const key = edgeCacheKey(
      'images',
      'position',
      networkName,
      version,
      tokenId,
      imageVersion(record.imagePath),
    );
    return cardImage(record, key, `${networkName}/${version}/${tokenId}`, edge);
  }
  const { kind, networkName, address } = route;
  const prerenderedUrl = new URL(previewImagePath(kind, networkName, address, 'prerendered'), request.url);
  const prerendered = await edge.env.ASSETS.fetch(new Request(prerenderedUrl));
  if (prerendered.status === 200) return imageResponse(prerendered.body, kind, 'asset');
  await prerendered.body?.cancel();

  const record = await cachedPreviewRecord(kind, networkName, address, edge);
  if (!record) return kind === 'token' ? errorCatalogue.tokenNotFound() : errorCatalogue.poolNotFound();
  // The card's version comes from its record, never from the request: a changed card gets a new entry
  // (pool images are immutable for a year once out), and no query string can split or poison the cache.
  const key = edgeCacheKey('images', kind, networkName, address, imageVersion(record.imagePath));
  return cardImage(record, key, `${networkName}/${address}`, edge);
}

/** The Cache API entry of this card version, else a render that is stored off the response path. */
async function cardImage(
  record: Exclude<PreviewRecord, { kind: 'default' }>,
  key: Request,
  name: string,
  edge: EdgeContext,
): Promise<Response> {
  const { kind } = record;
  const cached = await readEdgeCache(CACHE_BY_KIND[kind], key).catch((error: unknown) => {
    console.warn(`edge cache ${CACHE_BY_KIND[kind]}: read failed, rendering`, error);
    return undefined;
  });
  if (cached) return imageResponse(cached.body, kind, 'cache');

  let png: Uint8Array<ArrayBuffer>;
  try {
    png = await renderPreviewCardPng(record, edge);
  } catch (error) {
    console.error(`preview image ${kind} ${name} failed`, error);
    return errorCatalogue.imageFailed(error);
  }
  const response = imageResponse(png, kind, 'render');
  writeEdgeCache(CACHE_BY_KIND[kind], key, response, edge.ctx);
  return response;
}

/** `X-Preview-Source` says where the PNG came from: the build's file, the Cache API, or a fresh render. */
function imageResponse(
  body: BodyInit | null,
  kind: CardKind,
  source: 'asset' | 'cache' | 'render',
): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': CACHE_CONTROL_BY_KIND[kind],
      'X-Preview-Source': source,
    },
  });
}
