import type { RasterizeSvg } from './additionalAssets.ts';
import { dataUrl } from './dataUrl.ts';

/**
 * A logo redrawn once, as a PNG, at the size a card draws it. resvg resamples (bicubic) an image
 * drawn at any other size on every card it draws, about 7 ms a logo in resvg-wasm; at its own size
 * the image is copied (a pool card's raster in resvg-wasm 27.8 → 7.8 ms, measured with 128 px logos
 * drawn at 168 px). The original is kept when the redraw fails.
 */
export function logoAtSize(source: string, size: number, rasterizeSvg: RasterizeSvg): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><image width="${size}" height="${size}" preserveAspectRatio="none" href="${source}"/></svg>`;
  try {
    return dataUrl('image/png', rasterizeSvg(new TextEncoder().encode(svg), size));
  } catch {
    return source;
  }
}
