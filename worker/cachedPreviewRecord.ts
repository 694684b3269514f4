import { CARD_TEMPLATE_HASH } from '../preview/cards/cardTemplate.ts';
import { isValidPoolPreview, lookupPoolPreview, type PoolPreviewRecord } from '../preview/poolPreview.ts';
import { lookupTokenPreview, type TokenPreviewRecord } from '../preview/tokenPreview.ts';
import { edgeCacheKey, readEdgeCache, writeEdgeCache } from './edgeCache.ts';
import type { EdgeContext } from './edgeContext.ts';

interface PreviewRecords {
  token: TokenPreviewRecord;
  pool: PoolPreviewRecord;
}

/**
 * One token's or pool's preview record at the edge (spec section 4): a valid record from the cache
 * named for functions, else a fresh lookup that is stored for the next request. An error anywhere in
 * this path (cache or Data API) yields no data, which the caller answers as "not found".
 */
export async function cachedPreviewRecord<K extends keyof PreviewRecords>(
  kind: K,
  networkName: string,
  address: string,
  edge: EdgeContext,
): Promise<PreviewRecords[K] | undefined> {
  try {
    const key = previewRecordCacheKey(kind, networkName, address);
    const cached = await readEdgeCache('previewRecords', key);
    if (cached) {
      const record: unknown = await cached.json();
      if (isValidRecord(kind, record)) return record;
    }
    const fresh = (await lookup(kind, networkName, address, edge)) as PreviewRecords[K] | undefined;
    if (fresh) writeEdgeCache('previewRecords', key, Response.json(fresh), edge.ctx);
    return fresh;
  } catch (error) {
    console.warn(`preview record ${kind} ${networkName}/${address}: no data`, error);
    return undefined;
  }
}

/**
 * Records are keyed by the card template's version: a record names its image's version, so one kept
 * from before a template change would keep naming the old card for the cache's 7 days.
 */
export function previewRecordCacheKey(kind: keyof PreviewRecords, networkName: string, address: string) {
  return edgeCacheKey('records', CARD_TEMPLATE_HASH, kind, networkName, address);
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
