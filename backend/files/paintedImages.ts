import { encode as encodePng } from 'fast-png';
import jpeg from 'jpeg-js';

export type Rgb = readonly [number, number, number];

/** RGBA pixels of a round logo: a shaded disc of one colour on transparency. */
export function discPixels(
  size: number,
  colour: Rgb,
  background: Rgb | null = null,
  shaded = true,
): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const radius = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x + 0.5 - radius, y + 0.5 - radius) / radius;
      const offset = (y * size + x) * 4;
      const inside = distance <= 1;
      const shade = inside ? 1 - (shaded ? 0.25 : 0) * distance : 0;
      const [r, g, b] = inside ? colour : (background ?? colour);
      pixels[offset] = Math.round(inside ? r * shade + 255 * (1 - shade) * 0.2 : r);
      pixels[offset + 1] = Math.round(inside ? g * shade + 255 * (1 - shade) * 0.2 : g);
      pixels[offset + 2] = Math.round(inside ? b * shade + 255 * (1 - shade) * 0.2 : b);
      pixels[offset + 3] = inside || background ? 255 : 0;
    }
  }
  return pixels;
}

/** A generated artwork: diagonal bands of two hues, distinct per seed. */
export function artworkPixels(width: number, height: number, hue: number, pattern: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  const a = hsl(hue, 0.65, 0.55);
  const b = hsl((hue + 40 + pattern * 17) % 360, 0.7, 0.3);
  const band = 12 + (pattern % 5) * 6;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, bl] = Math.floor((x + y * (1 + (pattern % 3))) / band) % 2 === 0 ? a : b;
      const offset = (y * width + x) * 4;
      pixels.set([r, g, bl, 255], offset);
    }
  }
  return pixels;
}

/**
 * A generated character for an NFT: a round creature on a soft background, its colours, eyes and hat
 * varying with the seed, so a grid of assets reads as a collection of distinct items.
 */
export function creaturePixels(size: number, hue: number, pattern: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const background = hsl((hue + 180) % 360, 0.35, 0.86);
  const body = hsl(hue, 0.6, 0.5);
  const hat = hsl((hue + 90 + pattern * 11) % 360, 0.7, 0.4);
  const cx = size / 2;
  const cy = size * 0.62;
  const radius = size * (0.3 + (pattern % 4) * 0.02);
  const eyeGap = size * (0.09 + (pattern % 3) * 0.02);
  const eyeY = cy - radius * 0.25;
  const eyeRadius = size * 0.055;
  const lookX = ((pattern % 5) - 2) * size * 0.008;
  const hasHat = pattern % 3 !== 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let colour = background;
      if (hasHat && Math.abs(x - cx) < radius * 0.55 && y > cy - radius * 1.45 && y < cy - radius * 0.8)
        colour = hat;
      if (Math.hypot(x - cx, (y - cy) * 1.1) < radius) colour = body;
      for (const side of [-1, 1]) {
        const ex = cx + side * eyeGap;
        if (Math.hypot(x - ex, y - eyeY) < eyeRadius) colour = [250, 250, 250];
        if (Math.hypot(x - ex - lookX, y - eyeY) < eyeRadius * 0.5) colour = [25, 25, 35];
      }
      pixels.set([colour[0], colour[1], colour[2], 255], (y * size + x) * 4);
    }
  }
  return pixels;
}

export function pngOf(width: number, height: number, rgba: Uint8Array): Uint8Array {
  return encodePng({ width, height, data: rgba, channels: 4, depth: 8 });
}

export function jpegOf(width: number, height: number, rgba: Uint8Array): Uint8Array {
  return new Uint8Array(jpeg.encode({ width, height, data: rgba }, 85).data);
}

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}
