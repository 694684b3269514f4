import { convertIndexedToRgb, decode as decodePng } from 'fast-png';
import { decode as decodeJpeg } from 'jpeg-js';
import { dataUrl } from './dataUrl.ts';
import { type FetchPolicy, safeFetch } from './safeFetch.ts';

export interface Colour {
  red: number;
  green: number;
  blue: number;
}

/** The spec's fallback for every logo or colour problem. */
export const DEFAULT_COLOUR: Colour = { red: 35, green: 43, blue: 43 };

const NEAR_WHITE_DISTANCE = 50;
/** Decoding is bounded too: a 2 MB PNG can inflate to gigabytes. */
const MAX_DECODED_PIXELS = 4_000_000;
const DRAWABLE_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg']);

/** A logo ready for a card: a data URL satori can draw (PNG or JPEG only) and its average colour. */
export interface LoadedLogo {
  dataUrl: string | undefined;
  colour: Colour;
}

/**
 * Fetches a logo once for both uses. Any problem (refused URL, failed fetch, another type, an
 * undecodable image) yields no drawable logo and the default colour, silently: a card always renders.
 */
export async function loadLogo(url: string | undefined, policy: FetchPolicy): Promise<LoadedLogo> {
  if (!url || isWebp(url)) return { dataUrl: undefined, colour: DEFAULT_COLOUR };
  const fetched = await safeFetch(url, policy);
  if (!fetched.ok || !DRAWABLE_TYPES.has(fetched.contentType))
    return { dataUrl: undefined, colour: DEFAULT_COLOUR };
  const colour = averageColour(fetched.bytes, fetched.contentType, { checkNearWhite: true });
  if (!colour) return { dataUrl: undefined, colour: DEFAULT_COLOUR };
  return { dataUrl: dataUrl(fetched.contentType, fetched.bytes), colour };
}

/** `.webp` logos are never drawn (satori cannot), whatever the server says the type is. */
export function isWebp(url: string): boolean {
  try {
    return new URL(url).pathname.toLowerCase().endsWith('.webp');
  } catch {
    return url.toLowerCase().split('?')[0]?.endsWith('.webp') ?? false;
  }
}

/**
 * Average RGB over non-transparent pixels. In check mode a near-white average (distance under 50
 * from white) gives the default, so white text stays readable on the card. `undefined`: not decodable.
 */
export function averageColour(
  bytes: Uint8Array,
  contentType: string,
  options: { checkNearWhite: boolean },
): Colour | undefined {
  const pixels = decodePixels(bytes, contentType);
  if (!pixels) return undefined;
  // Straight over the decoder's own layout (grey, grey+alpha, RGB or RGBA; 8 or 16 bits): no RGBA copy.
  const { data, channels, shift, transparent } = pixels;
  const grey = channels < 3;
  const alpha = channels === 2 || channels === 4 ? channels - 1 : -1;
  let red = 0;
  let green = 0;
  let blue = 0;
  let count = 0;
  for (let at = 0; at < data.length; at += channels) {
    if (alpha > 0 && data[at + alpha] === 0) continue;
    if (transparent && isTransparentSample(data, at, transparent)) continue;
    const first = (data[at] ?? 0) >> shift;
    red += first;
    green += grey ? first : (data[at + 1] ?? 0) >> shift;
    blue += grey ? first : (data[at + 2] ?? 0) >> shift;
    count++;
  }
  if (count === 0) return DEFAULT_COLOUR;
  const colour = {
    red: Math.round(red / count),
    green: Math.round(green / count),
    blue: Math.round(blue / count),
  };
  return options.checkNearWhite && isNearWhite(colour) ? DEFAULT_COLOUR : colour;
}

/** The pixel at `at` is the one colour a tRNS chunk declares transparent (grey or RGB images). */
function isTransparentSample(
  data: DecodedPixels['data'],
  at: number,
  transparent: readonly number[],
): boolean {
  for (let channel = 0; channel < transparent.length; channel++) {
    if (data[at + channel] !== transparent[channel]) return false;
  }
  return true;
}

export function isNearWhite({ red, green, blue }: Colour): boolean {
  return Math.hypot(255 - red, 255 - green, 255 - blue) < NEAR_WHITE_DISTANCE;
}

export function colourCss({ red, green, blue }: Colour): string {
  return `rgb(${red}, ${green}, ${blue})`;
}

/** Decoded samples: `channels` per pixel, one array entry each, shifted right by `shift` to read as 8 bits. */
interface DecodedPixels {
  data: Uint8Array | Uint8ClampedArray | Uint16Array;
  channels: number;
  shift: number;
  /** The samples of the colour a tRNS chunk makes transparent, in `data`'s own scale. */
  transparent?: readonly number[];
}

/** The pixels of a PNG or JPEG within the bounds, or `undefined` for anything else. */
function decodePixels(bytes: Uint8Array, contentType: string): DecodedPixels | undefined {
  try {
    if (contentType === 'image/png') return decodePngPixels(bytes);
    const jpeg = decodeJpeg(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_DECODED_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 64,
    });
    return { data: jpeg.data, channels: 4, shift: 0 };
  } catch {
    return undefined;
  }
}

function decodePngPixels(bytes: Uint8Array): DecodedPixels | undefined {
  const { width, height } = pngSize(bytes);
  if (width * height > MAX_DECODED_PIXELS) return undefined;
  const png = decodePng(bytes);
  if (png.palette) {
    // A palette's tRNS arrives as each entry's fourth value: an RGBA copy with alpha.
    return { data: convertIndexedToRgb(png), channels: png.palette[0]?.length ?? 3, shift: 0 };
  }
  const transparent = png.transparency?.length === png.channels ? [...png.transparency] : undefined;
  if (png.depth >= 8) {
    return {
      data: png.data,
      channels: png.channels,
      shift: png.depth === 16 ? 8 : 0,
      ...(transparent ? { transparent } : {}),
    };
  }
  // 1-, 2- and 4-bit greyscale packs several pixels in a byte, each row starting on a byte: one byte
  // per sample, scaled to 8 bits (a 1-bit 1 is white, a 4-bit 15 too).
  const scale = 255 / (2 ** png.depth - 1);
  return {
    data: unpackSamples(png.data, png.width, png.height, png.depth, scale),
    channels: 1,
    shift: 0,
    ...(transparent ? { transparent: transparent.map((sample) => Math.round(sample * scale)) } : {}),
  };
}

function unpackSamples(
  packed: ArrayLike<number>,
  width: number,
  height: number,
  depth: number,
  scale: number,
): Uint8Array {
  const samples = new Uint8Array(width * height);
  const rowBytes = Math.ceil((width * depth) / 8);
  const mask = 2 ** depth - 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bit = x * depth;
      const byte = packed[y * rowBytes + (bit >> 3)] ?? 0;
      const sample = (byte >> (8 - depth - (bit & 7))) & mask;
      samples[y * width + x] = Math.round(sample * scale);
    }
  }
  return samples;
}

/** Width and height from the IHDR chunk, read before inflating anything. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
