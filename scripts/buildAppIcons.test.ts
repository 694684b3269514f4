import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ICONS, FAVICON_PATH, FAVICON_SIZES, webAppManifest } from '../renderer/appManifest.ts';
import { buildAppIcons } from './buildAppIcons.ts';

let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'app-icons-'));
  await buildAppIcons(clientDir);
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

async function iconPixels(path: string) {
  const png = decode(await readFile(join(clientDir, path)));
  const pixel = (x: number, y: number) => {
    const at = (y * png.width + x) * png.channels;
    return {
      r: png.data[at] ?? 0,
      g: png.data[at + 1] ?? 0,
      b: png.data[at + 2] ?? 0,
      a: png.data[at + 3] ?? 255,
    };
  };
  return { width: png.width, height: png.height, channels: png.channels, pixel };
}

/** The mark is white; the backdrop is pink to violet, whose green channel stays far below white's. */
const isMark = (p: { r: number; g: number; b: number }) => p.g > 200;

describe('buildAppIcons', () => {
  it('draws every icon at its size', async () => {
    for (const icon of APP_ICONS) {
      const png = await iconPixels(icon.path);
      expect([icon.path, png.width, png.height]).toEqual([icon.path, icon.size, icon.size]);
    }
  });

  it('keeps the maskable mark inside the 80% safe circle and fills the whole square', async () => {
    const maskable = APP_ICONS.find((icon) => icon.manifestPurpose === 'maskable');
    if (!maskable) throw new Error('no maskable icon');
    const png = await iconPixels(maskable.path);
    const centre = png.width / 2;
    let markInside = 0;
    for (let y = 0; y < png.height; y += 2) {
      for (let x = 0; x < png.width; x += 2) {
        const p = png.pixel(x, y);
        expect(p.a).toBe(255);
        const outside = Math.hypot(x - centre, y - centre) > 0.4 * png.width;
        if (isMark(p)) {
          expect(outside, `mark pixel at ${x},${y}`).toBe(false);
          markInside++;
        }
      }
    }
    expect(markInside).toBeGreaterThan(500);
  });

  it('rounds the corners of the any-purpose icons and fills the apple-touch icon', async () => {
    const any = await iconPixels('/brand/icon-512.png');
    expect(any.pixel(2, 2).a).toBe(0);
    expect(any.pixel(256, 256).a).toBe(255);
    const apple = await iconPixels('/brand/apple-touch-icon.png');
    expect(apple.pixel(1, 1).a).toBe(255);
  });

  it('packs favicon.ico with one PNG per size', async () => {
    const ico = await readFile(join(clientDir, FAVICON_PATH));
    const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
    expect(view.getUint16(2, true)).toBe(1);
    expect(view.getUint16(4, true)).toBe(FAVICON_SIZES.length);
    FAVICON_SIZES.forEach((size, index) => {
      const entry = 6 + 16 * index;
      expect(view.getUint8(entry)).toBe(size);
      const offset = view.getUint32(entry + 12, true);
      const length = view.getUint32(entry + 8, true);
      const png = decode(ico.subarray(offset, offset + length));
      expect([png.width, png.height]).toEqual([size, size]);
    });
  });
});

describe('webAppManifest', () => {
  it('lists 192 and 512 icons for any purpose and a separate maskable 512', () => {
    const manifest = webAppManifest('Uniswap');
    expect(manifest).toMatchObject({
      name: 'Uniswap Interface',
      short_name: 'Uniswap',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
