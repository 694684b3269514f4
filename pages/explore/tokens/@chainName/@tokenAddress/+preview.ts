import type { PageContextServer } from 'vike/types';
import { chainFromUrlName } from '../../../../../data/chains.ts';
import { marketFact } from '../../../../../preview/marketDescriptions.ts';
import type { PagePreview } from '../../../../../preview/pagePreview.ts';
import { tokenPagePreview, tokenPreviewRecord } from '../../../../../preview/tokenPreview.ts';
import { buildPreviewSettings } from '../../../../../renderer/buildPreviewSettings.ts';
import type { TokenPageData } from '../../../../token/tokenPageData.ts';

/**
 * A prerendered token page's tags, from the token its +data already loaded. The build's card
 * generation asks the preview query for the same fields, so both arrive at the same image version.
 */
export default function tokenPagePreviewSetting(pageContext: PageContextServer): PagePreview | undefined {
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
  return record && tokenPagePreview(record);
}
