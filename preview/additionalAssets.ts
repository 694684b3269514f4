import type { Font } from 'satori';
import { dataUrl } from './dataUrl.ts';
import type { AssetSource } from './previewAssetSource.ts';
import { toArrayBuffer } from './previewFonts.ts';

/** Where the build writes the fallback-font index and the emoji images (site paths). */
export const FALLBACK_FONT_INDEX_PATH = '/fonts/fallback/index.json';
export const EMOJI_PATH = '/emoji';

/** One fallback font file (a unicode-range subset of a Noto family) and the code points it covers. */
export interface FallbackFontEntry {
  family: string;
  /** Languages it serves first, as satori names them (`ja-JP`, `zh-CN`, `ar-AR`). */
  langs: string[];
  path: string;
  weight: number;
  ranges: [number, number][];
}

export interface FallbackFontIndex {
  fonts: FallbackFontEntry[];
}

type LoadAdditionalAsset = (languageCode: string, segment: string) => Promise<string | Font[]>;

/** SVG bytes to PNG bytes `width` pixels wide: resvg-js at build, resvg-wasm at the edge. */
export type RasterizeSvg = (svg: Uint8Array, width: number) => Uint8Array;

/**
 * Emoji are drawn from PNGs this wide (the largest text on a card is 144 px). resvg draws an embedded
 * SVG image about 20 times slower than a PNG (a family emoji: 80–270 ms against 5 ms in resvg-wasm,
 * measured), so each emoji is rasterized once per renderer and drawn as a bitmap.
 */
const EMOJI_PIXELS = 144;

/**
 * satori's `loadAdditionalAsset`: glyphs Inter lacks (CJK, Arabic, …) come from Noto subsets that cover
 * the segment's code points, emoji from Twemoji SVGs drawn as PNGs. Anything unreachable yields nothing and the card
 * renders without it: a missing glyph never fails an image, and the next card asks again (a miss is
 * never kept).
 */
export function createAdditionalAssetLoader(
  source: AssetSource,
  rasterize: RasterizeSvg,
): LoadAdditionalAsset {
  let index: Promise<FallbackFontIndex | undefined> | undefined;
  const fonts = new Map<string, Promise<Font | undefined>>();
  const emoji = new Map<string, string>();

  const loadEmoji = async (text: string) => {
    const name = twemojiName(text);
    const kept = emoji.get(name);
    if (kept) return kept;
    const svg = await source(`${EMOJI_PATH}/${name}.svg`);
    if (!svg) return undefined;
    const png = dataUrl('image/png', rasterize(svg, EMOJI_PIXELS));
    emoji.set(name, png);
    return png;
  };

  const loadFont = (entry: FallbackFontEntry) => {
    let font = fonts.get(entry.path);
    if (!font) {
      const loading = source(entry.path)
        .then((data) =>
          data
            ? { name: entry.family, data: toArrayBuffer(data), weight: entry.weight as Font['weight'] }
            : undefined,
        )
        .catch(() => undefined);
      font = loading;
      fonts.set(entry.path, loading);
      loading.then((loaded) => {
        if (!loaded && fonts.get(entry.path) === loading) fonts.delete(entry.path);
      });
    }
    return font;
  };

  const loadIndex = () => {
    if (!index) {
      const loading = source(FALLBACK_FONT_INDEX_PATH)
        .then(parseIndex)
        .catch(() => undefined);
      index = loading;
      loading.then((loaded) => {
        if (!loaded && index === loading) index = undefined;
      });
    }
    return index;
  };

  return async (languageCode, segment) => {
    try {
      if (languageCode === 'emoji') return (await loadEmoji(segment)) ?? [];
      const entries = fontsCovering((await loadIndex())?.fonts ?? [], languageCode, segment);
      const loaded = await Promise.all(entries.map(loadFont));
      return loaded.filter((font): font is Font => font !== undefined);
    } catch {
      return [];
    }
  };
}

/**
 * Fallback font files one segment may load. Each is a few hundred kB to parse, and a run of rare CJK
 * characters can touch a different subset file per character; past the cap, characters draw without
 * a glyph rather than holding the card up.
 */
export const MAX_FALLBACK_FONTS_PER_SEGMENT = 8;

/**
 * For each code point, the first font covering it, preferring fonts made for the detected language;
 * at most `MAX_FALLBACK_FONTS_PER_SEGMENT` files.
 */
export function fontsCovering(
  entries: readonly FallbackFontEntry[],
  languageCode: string,
  segment: string,
): FallbackFontEntry[] {
  const preferred = [...entries].sort(
    (a, b) => Number(b.langs.includes(languageCode)) - Number(a.langs.includes(languageCode)),
  );
  const chosen = new Set<FallbackFontEntry>();
  for (const char of segment) {
    const code = char.codePointAt(0) ?? 0;
    const entry = preferred.find(({ ranges }) => ranges.some(([from, to]) => code >= from && code <= to));
    if (entry) chosen.add(entry);
    if (chosen.size === MAX_FALLBACK_FONTS_PER_SEGMENT) break;
  }
  return [...chosen];
}

/** Twemoji names files by code points joined with `-`, dropping U+FE0F unless the emoji has a ZWJ. */
export function twemojiName(emoji: string): string {
  const codes = Array.from(emoji, (char) => char.codePointAt(0) ?? 0);
  const kept = codes.includes(0x200d) ? codes : codes.filter((code) => code !== 0xfe0f);
  return kept.map((code) => code.toString(16)).join('-');
}

function parseIndex(bytes: Uint8Array | undefined): FallbackFontIndex | undefined {
  if (!bytes) return undefined;
  const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
  return parsed && typeof parsed === 'object' && Array.isArray((parsed as FallbackFontIndex).fonts)
    ? (parsed as FallbackFontIndex)
    : undefined;
}
