import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import {
  APP_ICON_SOURCE_PATH,
  APP_ICONS,
  type AppIconShape,
  FAVICON_PATH,
  FAVICON_SIZES,
} from '../renderer/appManifest.ts';

/** Maskable icons keep only the central circle of 80% diameter; the mark shrinks well inside it. */
export const MASKABLE_MARK_SCALE = 0.85;
/** Corner radius of the `rounded` icons, as a share of their size (the usual launcher squircle). */
const CORNER_RADIUS = 0.22;

const SOURCE_FILE = join(import.meta.dirname, '..', 'public', APP_ICON_SOURCE_PATH);

/**
 * Draws every app icon and favicon.ico into `clientDir` from the one source SVG. The source must
 * keep its backdrop in `<rect id="background">` and the mark in `<g id="mark">`: the maskable icon
 * shrinks the mark alone so that the backdrop still fills the whole mask.
 */
export async function buildAppIcons(clientDir: string): Promise<string[]> {
  const source = await readFile(SOURCE_FILE, 'utf8');
  const written: string[] = [];
  for (const icon of APP_ICONS) {
    await writeIn(clientDir, icon.path, renderAppIcon(source, icon.shape, icon.size));
    written.push(icon.path);
  }
  const favicons = FAVICON_SIZES.map((size) => ({ size, png: renderAppIcon(source, 'rounded', size) }));
  await writeIn(clientDir, FAVICON_PATH, packIco(favicons));
  return [...written, FAVICON_PATH];
}

/** One icon as PNG bytes. */
export function renderAppIcon(source: string, shape: AppIconShape, size: number): Uint8Array {
  const svg = shapeSvg(source, shape);
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

function shapeSvg(source: string, shape: AppIconShape): string {
  const { width, height } = viewBoxOf(source);
  if (shape === 'full-bleed') return source;
  if (shape === 'safe-zone') {
    if (!/<g id="mark"/.test(source) || !/<rect id="background"/.test(source)) {
      throw new Error(`${APP_ICON_SOURCE_PATH} needs <rect id="background"> and <g id="mark">`);
    }
    const [cx, cy] = [width / 2, height / 2];
    const transform = `translate(${cx} ${cy}) scale(${MASKABLE_MARK_SCALE}) translate(${-cx} ${-cy})`;
    return source.replace('<g id="mark"', `<g id="mark" transform="${transform}"`);
  }
  const radius = Math.min(width, height) * CORNER_RADIUS;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><clipPath id="corners"><rect width="${width}" height="${height}" rx="${radius}"/></clipPath></defs>
  <g clip-path="url(#corners)">${source.replace(/<\?xml[^>]*>/, '')}</g>
</svg>`;
}

function viewBoxOf(source: string): { width: number; height: number } {
  const match = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(source);
  if (!match) throw new Error(`${APP_ICON_SOURCE_PATH} needs a viewBox="0 0 W H"`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** An ICO file holding PNG images (supported by every browser since Windows Vista-era ICO readers). */
export function packIco(images: readonly { size: number; png: Uint8Array }[]): Uint8Array {
  const headerSize = 6 + 16 * images.length;
  const total = headerSize + images.reduce((sum, image) => sum + image.png.byteLength, 0);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(2, 1, true);
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach((image, index) => {
    const entry = 6 + 16 * index;
    // 0 stands for 256 in the one-byte width and height fields.
    view.setUint8(entry, image.size >= 256 ? 0 : image.size);
    view.setUint8(entry + 1, image.size >= 256 ? 0 : image.size);
    view.setUint16(entry + 4, 1, true);
    view.setUint16(entry + 6, 32, true);
    view.setUint32(entry + 8, image.png.byteLength, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(image.png, offset);
    offset += image.png.byteLength;
  });
  return bytes;
}

async function writeIn(clientDir: string, path: string, bytes: Uint8Array): Promise<void> {
  const file = join(clientDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
}
