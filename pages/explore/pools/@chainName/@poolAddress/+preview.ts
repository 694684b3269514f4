import type { PageContextServer } from 'vike/types';
import { chainFromUrlName } from '../../../../../data/chains.ts';
import { type PoolPreviewRecord, poolPreviewRecord } from '../../../../../preview/poolPreview.ts';
import { buildPreviewSettings } from '../../../../../renderer/buildPreviewSettings.ts';
import type { PoolPageData } from '../../../../pool/poolPageData.ts';

/** A prerendered pool page's preview record (its tags, and its card's), from the pool its +data already loaded. */
export default function poolPagePreviewSetting(
  pageContext: PageContextServer,
): PoolPreviewRecord | undefined {
  const data = pageContext.data as PoolPageData;
  if (data.kind !== 'pool' || !data.pool) return undefined;
  const chain = chainFromUrlName(data.chainName)?.chain;
  if (!chain) return undefined;
  const { pool } = data;
  const token = (t: typeof pool.token0) => t && { symbol: t.symbol, logoUrl: t.project?.logoUrl };
  const record = poolPreviewRecord(
    {
      chain,
      address: data.address,
      protocolVersion: pool.version,
      feeTier: pool.version === 'V2' ? undefined : pool.feeTier,
      isDynamicFee: pool.isDynamicFee,
      token0: token(pool.token0),
      token1: token(pool.token1),
      market: { tvl: pool.tvl, volume24h: pool.volume24h },
    },
    buildPreviewSettings().config,
    'prerendered',
  );
  return record;
}
