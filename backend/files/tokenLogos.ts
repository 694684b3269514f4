import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { TokenRecord } from '../dataset/tokens.ts';
import { discPixels, jpegOf, pngOf } from './paintedImages.ts';
import type { ServedFile } from './servedFile.ts';
import { solidWebp } from './webpImage.ts';

const LOGO_SIZE = 128;
const require = createRequire(import.meta.url);
const CRYPTO_ICONS = join(dirname(require.resolve('cryptocurrency-icons/package.json')), '128', 'color');
const WEB3_ICONS = join(dirname(require.resolve('@web3icons/core')), 'svgs', 'tokens', 'branded');

/**
 * Token logos come from two maintained icon packages: cryptocurrency-icons' PNGs first, then
 * web3icons' SVGs rasterised to PNG. Edge-case tokens get generated files in the format they exist
 * to exercise (WebP, JPEG, a near-white PNG).
 */
export function tokenLogoPath(token: TokenRecord): string | null {
  const format = logoFormat(token);
  return format ? `/logos/${token.chain}/${token.address ?? 'native'}.${format}` : null;
}

export function tokenLogoFile(token: TokenRecord, extension: string): ServedFile | undefined {
  if (logoFormat(token) !== extension) return undefined;
  const { logo } = token;
  if (logo?.kind === 'edge') {
    if (logo.format === 'webp')
      return { body: solidWebp(LOGO_SIZE, [123, 63, 228]), contentType: 'image/webp' };
    if (logo.format === 'jpeg') {
      const pixels = discPixels(LOGO_SIZE, [242, 132, 34], [255, 255, 255]);
      return { body: jpegOf(LOGO_SIZE, LOGO_SIZE, pixels), contentType: 'image/jpeg' };
    }
    const nearWhite = discPixels(LOGO_SIZE, [250, 250, 247], null, false);
    return { body: pngOf(LOGO_SIZE, LOGO_SIZE, nearWhite), contentType: 'image/png' };
  }
  if (logo?.kind !== 'icon') return undefined;
  const key = iconKey(logo.symbol);
  const png = iconFiles().png.get(key);
  if (png) return { body: readFileSync(join(CRYPTO_ICONS, png)), contentType: 'image/png' };
  const svgModule = iconFiles().svg.get(key);
  if (!svgModule) return undefined;
  const svg = svgSource(readFileSync(join(WEB3_ICONS, svgModule), 'utf8'));
  const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: LOGO_SIZE } }).render().asPng();
  return { body: new Uint8Array(rendered), contentType: 'image/png' };
}

function logoFormat(token: TokenRecord): 'png' | 'webp' | 'jpg' | null {
  const { logo } = token;
  if (!logo) return null;
  if (logo.kind === 'edge') {
    return logo.format === 'none'
      ? null
      : logo.format === 'webp'
        ? 'webp'
        : logo.format === 'jpeg'
          ? 'jpg'
          : 'png';
  }
  const key = iconKey(logo.symbol);
  return iconFiles().png.has(key) || iconFiles().svg.has(key) ? 'png' : null;
}

/** Wrapped and bridged copies wear the underlying asset's icon (WETH as ETH, USDC.e as USDC). */
function iconKey(symbol: string): string {
  const key = symbol.toLowerCase();
  if (iconFiles().png.has(key) || iconFiles().svg.has(key)) return key;
  const underlying = key.replace(/\.e$/, '').replace(/^w(eth|btc|bnb|avax|matic|pol|celo)$/, '$1');
  return underlying;
}

let files: { png: Map<string, string>; svg: Map<string, string> } | undefined;

function iconFiles() {
  files ??= {
    png: new Map(readdirSync(CRYPTO_ICONS).map((file) => [file.replace(/\.png$/, '').toLowerCase(), file])),
    svg: new Map(
      readdirSync(WEB3_ICONS)
        .filter((file) => file.endsWith('.svg.js'))
        .map((file) => [file.replace(/\.svg\.js$/, '').toLowerCase(), file]),
    ),
  };
  return files;
}

/** web3icons ships each SVG as a JS module holding one string literal. */
function svgSource(moduleText: string): string {
  const literal = moduleText.match(/=\s*('(?:[^'\\]|\\.)*')/s)?.[1] ?? "''";
  return literal.slice(1, -1).replace(/\\n/g, '\n').replace(/\\'/g, "'").replace(/\\\\/g, '\\');
}
