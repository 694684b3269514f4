import { CARD_TEXT_CLUSTERS, plainCardText } from './cards/cardText.ts';
import type { PreviewRecord } from './previewRecord.ts';

/**
 * The record of the simpler card drawn when the full card fails or overruns its time bound: the same
 * card with its token texts in plain ASCII (no fallback fonts, emoji or shaping) and no token logos.
 */
export function simplerCardRecord(record: PreviewRecord): PreviewRecord {
  switch (record.kind) {
    case 'token': {
      const { tokenData } = record;
      return {
        ...record,
        tokenData: {
          ...tokenData,
          name: plainCardText(tokenData.name, CARD_TEXT_CLUSTERS.name),
          symbol: plainCardText(tokenData.symbol, CARD_TEXT_CLUSTERS.symbol),
          logoUrl: undefined,
        },
      };
    }
    case 'pool': {
      const { poolData } = record;
      return {
        ...record,
        poolData: {
          ...poolData,
          token0Symbol: plainCardText(poolData.token0Symbol, CARD_TEXT_CLUSTERS.symbol),
          token1Symbol: plainCardText(poolData.token1Symbol, CARD_TEXT_CLUSTERS.symbol),
          token0Image: undefined,
          token1Image: undefined,
        },
      };
    }
    case 'position': {
      const { positionData } = record;
      return {
        ...record,
        positionData: {
          ...positionData,
          token0Symbol: plainCardText(positionData.token0Symbol, CARD_TEXT_CLUSTERS.symbol),
          token1Symbol: plainCardText(positionData.token1Symbol, CARD_TEXT_CLUSTERS.symbol),
          range: plainCardText(positionData.range, CARD_TEXT_CLUSTERS.name * 2),
          token0Image: undefined,
          token1Image: undefined,
        },
      };
    }
    case 'default':
      return record;
  }
}
