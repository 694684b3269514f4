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
  const { data, channels, shift } = pixels;
  const grey = channels < 3;
  const alpha = channels === 2 || channels === 4 ? channels - 1 : -1;
  let red = 0;
  let green = 0;
  let blue = 0;
  let count = 0;
  for (let at = 0; at < data.length; at += channels) {
    if (alpha > 0 && data[at + alpha] === 0) continue;
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

export function isNearWhite({ red, green, blue }: Colour): boolean {
  return Math.hypot(255 - red, 255 - green, 255 - blue) < NEAR_WHITE_DISTANCE;
}

export function colourCss({ red, green, blue }: Colour): string {
  return `rgb(${red}, ${green}, ${blue})`;
}

/** Decoded samples: `channels` per pixel, shifted right by `shift` to read as 8 bits. */
interface DecodedPixels {
  data: Uint8Array | Uint8ClampedArray | Uint16Array;
  channels: number;
  shift: number;
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
    return { data: convertIndexedToRgb(png), channels: png.palette[0]?.length ?? 3, shift: 0 };
  }
  return { data: png.data, channels: png.channels, shift: png.depth === 16 ? 8 : 0 };
}

/** Width and height from the IHDR chunk, read before inflating anything. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
