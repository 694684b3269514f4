import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import {
  EMOJI_PATH,
  FALLBACK_FONT_INDEX_PATH,
  type FallbackFontEntry,
  type FallbackFontIndex,
} from '../../preview/additionalAssets.ts';
import { CHAIN_LOGO_PIXELS, CHAIN_LOGOS, chainLogoPath } from '../../preview/chainLogos.ts';
import type { AssetSource } from '../../preview/previewAssetSource.ts';
import { INTER_FONT_FILES } from '../../preview/previewFonts.ts';
import { woffToSfnt } from './woffToSfnt.ts';

/**
 * Every site asset the cards read (Inter, Noto fallback subsets and their index, Twemoji, chain logos),
 * made from npm packages. The build writes them into dist/client; tests and benches read them straight
 * from here, so a card renders identically with or without a build.
 */
const require = createRequire(import.meta.url);
const FALLBACK_WEIGHT = 600;
/** Scripts Inter already covers are left out of the Noto fallbacks. */
const COVERED_BY_INTER = new Set([
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
]);
const FALLBACK_FAMILIES = [
  {
    pkg: 'noto-sans-sc',
    family: 'Noto Sans SC',
    langs: ['zh-CN', 'zh-TW', 'zh-HK'],
    unsupportedFeatures: [],
  },
  { pkg: 'noto-sans-jp', family: 'Noto Sans JP', langs: ['ja-JP'], unsupportedFeatures: [] },
  { pkg: 'noto-sans-kr', family: 'Noto Sans KR', langs: ['ko-KR'], unsupportedFeatures: [] },
  { pkg: 'noto-sans-arabic', family: 'Noto Sans Arabic', langs: ['ar-AR'], unsupportedFeatures: ['rlig'] },
  { pkg: 'noto-sans-hebrew', family: 'Noto Sans Hebrew', langs: ['he-IL'], unsupportedFeatures: [] },
  { pkg: 'noto-sans-thai', family: 'Noto Sans Thai', langs: ['th-TH'], unsupportedFeatures: [] },
  { pkg: 'noto-sans-devanagari', family: 'Noto Sans Devanagari', langs: [], unsupportedFeatures: [] },
];

export type SiteAssetFiles = Map<string, () => Promise<Uint8Array>>;

let cached: Promise<SiteAssetFiles> | undefined;

export function previewSiteAssetFiles(): Promise<SiteAssetFiles> {
  cached ??= collect();
  return cached;
}

/** An asset source reading the package files directly (tests, benches, worker threads). */
export async function packageAssetSource(): Promise<AssetSource> {
  const files = await previewSiteAssetFiles();
  return async (sitePath) => files.get(sitePath)?.();
}

async function collect(): Promise<SiteAssetFiles> {
  const files: SiteAssetFiles = new Map();
  const interDir = packageDir('@fontsource/inter');
  for (const { path: sitePath } of INTER_FONT_FILES) {
    files.set(sitePath, () => readFile(path.join(interDir, 'files', path.basename(sitePath))));
  }
  const index: FallbackFontIndex = { fonts: [] };
  for (const { pkg, family, langs, unsupportedFeatures } of FALLBACK_FAMILIES) {
    const dir = packageDir(`@fontsource/${pkg}`);
    const ranges: Record<string, string> = JSON.parse(await readFile(path.join(dir, 'unicode.json'), 'utf8'));
    for (const [subset, unicodeRange] of Object.entries(ranges)) {
      const name = subset.replace(/[[\]]/g, '');
      if (COVERED_BY_INTER.has(name)) continue;
      const file = `${pkg}-${name}-${FALLBACK_WEIGHT}-normal.woff`;
      const patched = unsupportedFeatures.length > 0;
      const entry: FallbackFontEntry = {
        // satori keeps one font per family name, so every subset file is its own family.
        family: `${family} ${name}`,
        langs,
        path: `/fonts/fallback/${patched ? file.replace(/\.woff$/, '.ttf') : file}`,
        weight: FALLBACK_WEIGHT,
        ranges: parseUnicodeRange(unicodeRange),
      };
      index.fonts.push(entry);
      const read = () => readFile(path.join(dir, 'files', file));
      files.set(entry.path, patched ? async () => woffToSfnt(await read(), unsupportedFeatures) : read);
    }
  }
  const indexBytes = new TextEncoder().encode(JSON.stringify(index));
  files.set(FALLBACK_FONT_INDEX_PATH, async () => indexBytes);

  const emojiDir = packageDir('@twemoji/svg');
  for (const file of await readdir(emojiDir)) {
    if (file.endsWith('.svg')) files.set(`${EMOJI_PATH}/${file}`, () => readFile(path.join(emojiDir, file)));
  }

  for (const [chain, logo] of Object.entries(CHAIN_LOGOS)) {
    const sitePath = chainLogoPath(chain as keyof typeof CHAIN_LOGOS);
    if (sitePath && logo)
      files.set(
        sitePath,
        once(() => rasterizeChainIcon(logo.icon)),
      );
  }
  return files;
}

/** Chain icons are SVG in @web3icons/core; cards (and crawlers) get PNG, never SVG. */
async function rasterizeChainIcon(icon: string): Promise<Uint8Array> {
  const module: { default: string } = await import(`@web3icons/core/svgs/networks/background/${icon}.svg.js`);
  const resvg = new Resvg(module.default, {
    fitTo: { mode: 'width', value: CHAIN_LOGO_PIXELS },
    font: { loadSystemFonts: false },
  });
  return resvg.render().asPng();
}

/** `U+4e00-9fff,U+3000` → `[[0x4e00, 0x9fff], [0x3000, 0x3000]]` */
function parseUnicodeRange(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((part) => {
    const [from = '0', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
