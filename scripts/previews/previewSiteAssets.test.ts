import { describe, expect, it } from 'vitest';
import {
  FALLBACK_FONT_INDEX_PATH,
  type FallbackFontIndex,
  fontsCovering,
} from '../../preview/additionalAssets.ts';
import { packageAssetSource } from './previewSiteAssets.ts';

/** Names a token may carry in scripts Inter lacks: each needs a fallback font, or it draws as boxes. */
const SAMPLES: Record<string, string> = {
  Chinese: '人民币稳定币',
  Japanese: 'ひらがなカタカナ円',
  Korean: '원화 토큰',
  Arabic: 'عملة رقمية',
  Hebrew: 'מטבע שקל',
  Thai: 'เหรียญบาท',
  Devanagari: 'रुपया सिक्का',
};

describe('fallback fonts for the cards', () => {
  it.each(Object.entries(SAMPLES))('cover every character of a %s name', async (_script, sample) => {
    const source = await packageAssetSource();
    const bytes = await source(FALLBACK_FONT_INDEX_PATH);
    const index = JSON.parse(new TextDecoder().decode(bytes)) as FallbackFontIndex;
    const uncovered = Array.from(sample.replace(/\s/g, '')).filter(
      (char) => fontsCovering(index.fonts, '', char).length === 0,
    );
    expect(uncovered).toEqual([]);
    for (const entry of fontsCovering(index.fonts, '', sample)) {
      expect((await source(entry.path))?.byteLength, entry.path).toBeGreaterThan(1000);
    }
  });
});
