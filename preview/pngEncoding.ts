/** Compresses a PNG's filtered scanlines into a zlib stream (the IDAT payload). */
export type Deflate = (scanlines: Uint8Array<ArrayBuffer>) => Uint8Array;

/**
 * RGBA pixels to PNG with the runtime's native zlib (passed in as `deflate`), instead of resvg's own
 * encoder: its filter search and strong compression cost more than the raster itself (measured on a
 * token card: resvg-js 9.0 ms, Node's zlib at level 1 with filter 0 2.1 ms for 42 KB). Cards are large
 * flat areas, so plain deflate without filters stays small. The container is plain PNG: IHDR, one
 * IDAT, IEND, filter 0 on every row.
 */
export function encodePng(
  rgba: Uint8Array,
  width: number,
  height: number,
  deflate: Deflate,
): Uint8Array<ArrayBuffer> {
  const stride = width * 4;
  const scanlines = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++)
    scanlines.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, adaptive filtering (filter 0 on every row), no interlace
  return concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflate(scanlines)),
    chunk('IEND', new Uint8Array()),
  ]);
}

const PNG_SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.byteLength);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.byteLength);
  bytes.set(new TextEncoder().encode(type), 4);
  bytes.set(data, 8);
  view.setUint32(8 + data.byteLength, crc32(bytes.subarray(4, 8 + data.byteLength)));
  return bytes;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}
