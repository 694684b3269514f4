import type { Font } from 'satori';
import type { AssetSource } from './previewAssetSource.ts';
import { PREVIEW_CONSTANTS } from './previewConstants.ts';

/** The cards' type face; satori reads TTF, OTF and WOFF (not WOFF2). */
export const CARD_FONT_FAMILY = PREVIEW_CONSTANTS.fontFamily;
const INTER_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese'] as const;
const INTER_WEIGHTS = [500, 700] as const;

/** Site paths of the Inter files the build copies from @fontsource/inter into `/fonts/`. */
export const INTER_FONT_FILES = INTER_SUBSETS.flatMap((subset) =>
  INTER_WEIGHTS.map((weight) => ({
    path: `/fonts/inter-${subset}-${weight}-normal.woff`,
    weight,
    // satori keeps one font per family name and weight; other subsets serve as its automatic fallbacks.
    family: subset === 'latin' ? CARD_FONT_FAMILY : `${CARD_FONT_FAMILY} ${subset}`,
  })),
);

/**
 * Inter in every weight the cards use, read once through an asset source. Fails when the Latin
 * faces are missing: a card without its main font is not worth sending.
 */
export async function loadCardFonts(source: AssetSource): Promise<Font[]> {
  const loaded = await Promise.all(
    INTER_FONT_FILES.map(async (file) => ({ ...file, data: await source(file.path) })),
  );
  const fonts = loaded.flatMap(({ family, weight, data }) =>
    data ? [{ name: family, data: toArrayBuffer(data), weight, style: 'normal' as const }] : [],
  );
  const latin = loaded.filter(({ path }) => path.includes('-latin-'));
  if (latin.some(({ data }) => !data)) throw new Error('Inter font files are missing from the asset source');
  return fonts;
}

export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
