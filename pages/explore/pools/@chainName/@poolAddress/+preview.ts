import type { PageContextServer } from 'vike/types';
import { chainFromUrlName } from '../../../../../data/chains.ts';
import type { PagePreview } from '../../../../../preview/pagePreview.ts';
import { poolPagePreview, poolPreviewRecord } from '../../../../../preview/poolPreview.ts';
import { buildPreviewSettings } from '../../../../../renderer/buildPreviewSettings.ts';
import type { PoolPageData } from '../../../../pool/poolPageData.ts';

/** A prerendered pool page's tags, from the pool its +data already loaded (same fields as the preview query). */
export default function poolPagePreviewSetting(pageContext: PageContextServer): PagePreview | undefined {
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
  return record && poolPagePreview(record);
}
