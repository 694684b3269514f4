import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { encode as encodePng } from 'fast-png';
import { encode as encodeJpeg } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageColour, DEFAULT_COLOUR, isNearWhite, loadLogo } from './logoColour.ts';

/** A 10x10 logo: a solid colour, with a fully transparent border of a different colour to be ignored. */
function pngLogo(rgb: [number, number, number]): Uint8Array {
  const data = new Uint8Array(10 * 10 * 4);
  for (let y = 0; y < 10; y++) {
    for (let x = 0; x < 10; x++) {
      const at = (y * 10 + x) * 4;
      const border = x === 0 || y === 0;
      data.set(border ? [255, 255, 255, 0] : [...rgb, 255], at);
    }
  }
  return encodePng({ width: 10, height: 10, data, channels: 4, depth: 8 });
}

function jpegLogo(rgb: [number, number, number]): Uint8Array {
  const data = Buffer.alloc(16 * 16 * 4);
  for (let i = 0; i < 16 * 16; i++) data.set([...rgb, 255], i * 4);
  return new Uint8Array(encodeJpeg({ width: 16, height: 16, data }, 95).data);
}

const files: Record<string, [string, Uint8Array]> = {
  '/red.png': ['image/png', pngLogo([200, 20, 40])],
  '/white.png': ['image/png', pngLogo([250, 250, 250])],
  '/blue.jpg': ['image/jpeg', jpegLogo([20, 60, 220])],
  '/logo.svg': ['image/svg+xml', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  '/broken.png': ['image/png', new Uint8Array([137, 80, 78, 71, 1, 2, 3])],
  '/logo.webp': ['image/png', pngLogo([200, 20, 40])],
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const policy = () => ({ allowedOrigins: [base], allowLocalNetwork: true });

describe('loadLogo', () => {
  it('averages a PNG over its non-transparent pixels and keeps it drawable', async () => {
    const logo = await loadLogo(`${base}/red.png`, policy());
    expect(logo.colour).toEqual({ red: 200, green: 20, blue: 40 });
    expect(logo.dataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('decodes a JPEG', async () => {
    const logo = await loadLogo(`${base}/blue.jpg`, policy());
    expect(Math.abs(logo.colour.red - 20)).toBeLessThan(6);
    expect(Math.abs(logo.colour.blue - 220)).toBeLessThan(6);
    expect(logo.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
  });

  it.each([
    ['a near-white logo', '/white.png', true],
    ['another type', '/logo.svg', false],
    ['an undecodable image', '/broken.png', false],
    ['a .webp logo', '/logo.webp', false],
    ['a missing logo', '/missing.png', false],
  ])('falls back to the default colour for %s', async (_case, path, drawable) => {
    const logo = await loadLogo(`${base}${path}`, policy());
    expect(logo.colour).toEqual(DEFAULT_COLOUR);
    expect(logo.dataUrl !== undefined).toBe(drawable);
  });

  it('falls back for a refused host without failing', async () => {
    const logo = await loadLogo(`${base}/red.png`, { allowedOrigins: [base], allowLocalNetwork: false });
    expect(logo).toEqual({ dataUrl: undefined, colour: DEFAULT_COLOUR });
  });
});

describe('averageColour', () => {
  it('checks near white only in check mode', () => {
    const white = pngLogo([250, 250, 250]);
    expect(averageColour(white, 'image/png', { checkNearWhite: false })).toEqual({
      red: 250,
      green: 250,
      blue: 250,
    });
    expect(averageColour(white, 'image/png', { checkNearWhite: true })).toEqual(DEFAULT_COLOUR);
    expect(isNearWhite({ red: 230, green: 230, blue: 230 })).toBe(true);
    expect(isNearWhite({ red: 220, green: 220, blue: 220 })).toBe(false);
  });
});

describe('averageColour over every PNG layout', () => {
  const half = (on: number[], off: number[]) =>
    Array.from({ length: 4 }, (_, i) => (i < 2 ? on : off)).flat();

  it.each([
    ['grey', { channels: 1, data: new Uint8Array([100, 100, 100, 100]) }, 100, 100, 100],
    ['grey with alpha', { channels: 2, data: new Uint8Array(half([60, 255], [250, 0])) }, 60, 60, 60],
    [
      'RGB',
      { channels: 3, data: new Uint8Array([10, 20, 30, 10, 20, 30, 30, 40, 50, 30, 40, 50]) },
      20,
      30,
      40,
    ],
    [
      '16-bit RGBA',
      {
        channels: 4,
        depth: 16 as const,
        data: new Uint16Array(half([0x1400, 0x2800, 0x3c00, 0xffff], [0xffff, 0xffff, 0xffff, 0])),
      },
      20,
      40,
      60,
    ],
  ])('reads %s pixels', (_layout, image, red, green, blue) => {
    const png = encodePng({ width: 2, height: 2, depth: 8, ...image });
    expect(averageColour(png, 'image/png', { checkNearWhite: false })).toEqual({ red, green, blue });
  });

  it('reads palette pixels, with the palette’s transparency', () => {
    // The transparent entry first: fast-png's encoder writes only the non-opaque alphas into tRNS.
    const png = encodePng({
      width: 2,
      height: 2,
      depth: 8,
      channels: 1,
      data: new Uint8Array([1, 1, 0, 0]),
      palette: [
        [0, 0, 255, 0],
        [200, 100, 0, 255],
      ],
    });
    expect(averageColour(png, 'image/png', { checkNearWhite: false })).toEqual({
      red: 200,
      green: 100,
      blue: 0,
    });
  });

  // 3x2 images, rows starting on a byte: row 0 = [max, 0, max], row 1 = [0, 0, 0] → 2 of 6 white.
  it.each([
    [1, [0b10100000, 0b00000000]],
    [2, [0b11001100, 0b00000000]],
    [4, [0b11110000, 0b11110000, 0b00000000, 0b00000000]],
  ] as const)('reads %i-bit greyscale samples packed several to a byte', (depth, packed) => {
    const png = encodePng({ width: 3, height: 2, depth, channels: 1, data: new Uint8Array(packed) });
    const grey = Math.round((2 * 255) / 6);
    expect(averageColour(png, 'image/png', { checkNearWhite: false })).toEqual({
      red: grey,
      green: grey,
      blue: grey,
    });
  });

  it.each([
    // 2-bit grey: 3 (white) declared transparent by tRNS; the 1s (85) are what is left.
    ['2-bit grey', { depth: 2, channels: 1, data: [0b11011100, 0b01110100] }, [3], 85, 85, 85],
    ['8-bit grey', { depth: 8, channels: 1, data: [255, 40, 255, 40] }, [255], 40, 40, 40],
    [
      '8-bit RGB',
      { depth: 8, channels: 3, data: [255, 255, 255, 10, 20, 30, 10, 20, 30, 255, 255, 255] },
      [255, 255, 255],
      10,
      20,
      30,
    ],
    [
      '16-bit RGB',
      {
        depth: 16,
        channels: 3,
        data: [0xffff, 0, 0, 0x1400, 0x2800, 0x3c00, 0xffff, 0, 0, 0x1400, 0x2800, 0x3c00],
      },
      [0xffff, 0, 0],
      20,
      40,
      60,
    ],
  ] as const)(
    'skips the colour a tRNS chunk makes transparent in %s',
    (_layout, image, transparent, red, green, blue) => {
      const data = image.depth === 16 ? new Uint16Array(image.data) : new Uint8Array(image.data);
      const png = withTransparency(
        encodePng({ width: 2, height: 2, depth: image.depth, channels: image.channels, data }),
        transparent,
      );
      expect(averageColour(png, 'image/png', { checkNearWhite: false })).toEqual({ red, green, blue });
    },
  );
});

/** Adds a tRNS chunk (one 16-bit value per channel) before the first IDAT: fast-png's encoder writes none. */
function withTransparency(png: Uint8Array, samples: readonly number[]): Uint8Array {
  const body = new Uint8Array(4 + samples.length * 2);
  const view = new DataView(body.buffer);
  body.set(new TextEncoder().encode('tRNS'));
  for (const [i, sample] of samples.entries()) view.setUint16(4 + i * 2, sample);
  const chunk = new Uint8Array(4 + body.length + 4);
  const chunkView = new DataView(chunk.buffer);
  chunkView.setUint32(0, samples.length * 2);
  chunk.set(body, 4);
  chunkView.setUint32(4 + body.length, crc32(body));
  const idat = Buffer.from(png).indexOf('IDAT') - 4;
  return new Uint8Array([...png.subarray(0, idat), ...chunk, ...png.subarray(idat)]);
}
