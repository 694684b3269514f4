import { deflateSync, constants as zlib } from 'node:zlib';
import { type RenderedImage, Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { encodePng } from '../../preview/pngEncoding.ts';
import { type AssetSource, cachedAssetSource } from '../../preview/previewAssetSource.ts';
import { createPreviewCardRenderer, type PreviewCardRenderer } from '../../preview/previewCard.ts';
import { additionalAssetsFrom, logoFetchPolicy, type PreviewConfig } from '../../preview/previewConfig.ts';
import { PREVIEW_CONSTANTS } from '../../preview/previewConstants.ts';
import { loadCardFonts } from '../../preview/previewFonts.ts';
import type { PreviewRecord } from '../../preview/previewRecord.ts';
import { packageAssetSource } from './previewSiteAssets.ts';

export interface NodePreviewRenderer {
  card: PreviewCardRenderer;
  png(record: PreviewRecord): Promise<Uint8Array>;
}

/**
 * The Node adapter of the preview cards: `satori` from its package, fonts and site assets read once,
 * PNGs from native resvg-js. The worker builds the same card renderer with satori/wasm and resvg-wasm.
 */
export async function createNodePreviewRenderer(
  config: PreviewConfig,
  siteAssets?: AssetSource,
): Promise<NodePreviewRenderer> {
  const site = cachedAssetSource(siteAssets ?? (await packageAssetSource()));
  const card = createPreviewCardRenderer(satori, {
    fonts: await loadCardFonts(site),
    siteAssets: site,
    additionalAssets: additionalAssetsFrom(config, site),
    logoPolicy: logoFetchPolicy(config),
    rasterizeSvg: (svg, width) =>
      new Resvg(Buffer.from(svg), {
        fitTo: { mode: 'width', value: width },
        font: { loadSystemFonts: false },
      })
        .render()
        .asPng(),
  });
  return { card, png: async (record) => encodeCardPng(rasterizeCard(await card.svg(record))) };
}

/**
 * satori has already turned text into paths, so system fonts would only cost 5–17 ms per image
 * for nothing (measured on this machine).
 */
export function rasterizeCard(svg: string): RenderedImage {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: PREVIEW_CONSTANTS.image.width },
    font: { loadSystemFonts: false },
  }).render();
}

/** Node's zlib at its fastest level instead of resvg's own encoder (see preview/pngEncoding.ts). */
export function encodeCardPng(image: RenderedImage): Uint8Array {
  return encodePng(image.pixels, image.width, image.height, (scanlines) =>
    deflateSync(scanlines, { level: zlib.Z_BEST_SPEED }),
  );
}
