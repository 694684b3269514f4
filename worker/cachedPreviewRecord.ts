import { CARD_TEMPLATE_HASH } from '../preview/cards/cardTemplate.ts';
import { isValidPoolPreview, lookupPoolPreview, type PoolPreviewRecord } from '../preview/poolPreview.ts';
import {
  isValidPositionPreview,
  lookupPositionPreview,
  type PositionPreviewRecord,
} from '../preview/positionPreview.ts';
import {
  previewImagePath,
  previewRecordPath,
  type SharedPositionVersion,
} from '../preview/previewImagePath.ts';
import { lookupTokenPreview, type TokenPreviewRecord } from '../preview/tokenPreview.ts';
import { edgeCacheKey, readEdgeCache, writeEdgeCache } from './edgeCache.ts';
import type { EdgeContext } from './edgeContext.ts';
import { ASSETS_ORIGIN } from './siteAssetSource.ts';

interface PreviewRecords {
  token: TokenPreviewRecord;
  pool: PoolPreviewRecord;
}

/**
 * One token's or pool's preview record at the edge (spec section 4): the record the build wrote for a
 * prerendered card, else a valid record from the cache named for functions, else a fresh lookup that
 * is stored for the next request. An error anywhere in this path (assets, cache or Data API) yields no
 * data, which the caller answers as "not found".
 */
export async function cachedPreviewRecord<K extends keyof PreviewRecords>(
  kind: K,
  networkName: string,
  address: string,
  edge: EdgeContext,
): Promise<PreviewRecords[K] | undefined> {
  try {
    const prerendered = await prerenderedRecord(kind, networkName, address, edge.env.ASSETS);
    if (prerendered) return prerendered;
    return await cachedOrFresh(
      'previewRecords',
      previewRecordCacheKey(kind, networkName, address),
      (record) => isValidRecord(kind, record),
      () => lookup(kind, networkName, address, edge) as Promise<PreviewRecords[K] | undefined>,
      edge,
    );
  } catch (error) {
    console.warn(`preview record ${kind} ${networkName}/${address}: no data`, error);
    return undefined;
  }
}

/**
 * A shared position's record: never prerendered (a position's worth moves), kept for minutes rather than
 * days, else looked up through the edge's position reader. No reader, or an error anywhere, is no data.
 */
export async function cachedPositionRecord(
  networkName: string,
  version: SharedPositionVersion,
  tokenId: string,
  edge: EdgeContext,
): Promise<PositionPreviewRecord | undefined> {
  const { readPosition } = edge;
  try {
    return await cachedOrFresh(
      'positionRecords',
      edgeCacheKey('records', CARD_TEMPLATE_HASH, 'position', networkName, version, tokenId),
      (record) =>
        (record as { kind?: unknown }).kind === 'position' &&
        isValidPositionPreview(record as PositionPreviewRecord),
      () => lookupPositionPreview(readPosition, networkName, version, tokenId, edge.config),
      edge,
    );
  } catch (error) {
    console.warn(`preview record position ${networkName}/${version}/${tokenId}: no data`, error);
    return undefined;
  }
}

/** The cached record when it is still valid, else a fresh one, stored off the response path. */
async function cachedOrFresh<R>(
  cache: 'previewRecords' | 'positionRecords',
  key: Request,
  isValid: (record: object) => boolean,
  lookupFresh: () => Promise<R | undefined>,
  edge: EdgeContext,
): Promise<R | undefined> {
  const cached = await readEdgeCache(cache, key);
  if (cached) {
    const record: unknown = await cached.json();
    if (typeof record === 'object' && record !== null && isValid(record)) return record as R;
  }
  const fresh = await lookupFresh();
  if (fresh) writeEdgeCache(cache, key, Response.json(fresh), edge.ctx);
  return fresh;
}

/**
 * Records are keyed by the card template's version: a record names its image's version, so one kept
 * from before a template change would keep naming the old card for the cache's 7 days.
 */
export function previewRecordCacheKey(kind: keyof PreviewRecords, networkName: string, address: string) {
  return edgeCacheKey('records', CARD_TEMPLATE_HASH, kind, networkName, address);
}

/** The record beside a prerendered card, as the build wrote it: no query, and its PNG is a file. */
async function prerenderedRecord<K extends keyof PreviewRecords>(
  kind: K,
  networkName: string,
  address: string,
  assets: Fetcher,
): Promise<PreviewRecords[K] | undefined> {
  const path = previewRecordPath(previewImagePath(kind, networkName, address, 'prerendered'));
  const response = await assets.fetch(new Request(new URL(path, ASSETS_ORIGIN)));
  if (response.status !== 200) {
    await response.body?.cancel();
    return undefined;
  }
  const record: unknown = await response.json();
  return isValidRecord(kind, record) ? record : undefined;
}

function lookup(kind: keyof PreviewRecords, networkName: string, address: string, edge: EdgeContext) {
  return kind === 'token'
    ? lookupTokenPreview(edge.client, networkName, address, edge.config, 'edge')
    : lookupPoolPreview(edge.client, networkName, address, edge.config, 'edge');
}

/** A cached record is used only when it is still a complete record of the asked kind. */
function isValidRecord<K extends keyof PreviewRecords>(
  kind: K,
  record: unknown,
): record is PreviewRecords[K] {
  if (typeof record !== 'object' || record === null || (record as { kind?: unknown }).kind !== kind)
    return false;
  if (kind === 'pool') return isValidPoolPreview(record as PoolPreviewRecord);
  const token = record as Partial<TokenPreviewRecord>;
  return Boolean(
    token.title && token.imagePath && token.path && token.tokenData?.symbol && token.tokenData.name,
  );
}
