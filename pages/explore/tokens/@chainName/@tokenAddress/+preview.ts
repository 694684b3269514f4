import type { PageContextServer } from 'vike/types';
import { chainFromUrlName } from '../../../../../data/chains.ts';
import { marketFact } from '../../../../../preview/marketDescriptions.ts';
import { type TokenPreviewRecord, tokenPreviewRecord } from '../../../../../preview/tokenPreview.ts';
import { buildPreviewSettings } from '../../../../../renderer/buildPreviewSettings.ts';
import type { TokenPageData } from '../../../../token/tokenPageData.ts';

/**
 * A prerendered token page's preview record, from the token its +data already loaded: its tags, and
 * (kept by the prerender) the record the build draws its card from.
 */
export default function tokenPagePreviewSetting(
  pageContext: PageContextServer,
): TokenPreviewRecord | undefined {
  const data = pageContext.data as TokenPageData;
  if (data.kind !== 'token' || !data.token) return undefined;
  const chain = chainFromUrlName(data.chainName)?.chain;
  if (!chain) return undefined;
  const record = tokenPreviewRecord(
    {
      chain,
      address: data.address,
      symbol: data.token.symbol,
      name: data.token.name,
      logoUrl: data.token.project?.logoUrl,
      market: {
        price: marketFact(data.token.market?.price?.value),
        volume24h: marketFact(data.token.market?.volume24h?.value),
        fdv: marketFact(data.token.market?.fullyDilutedValuation?.value),
      },
    },
    buildPreviewSettings().config,
    'prerendered',
  );
  return record;
}
