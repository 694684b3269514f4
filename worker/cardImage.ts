import { createPreviewCardRenderer, type PreviewCardRenderer } from '../preview/previewCard.ts';
import { additionalAssetsFrom, logoFetchPolicy } from '../preview/previewConfig.ts';
import { PREVIEW_CONSTANTS } from '../preview/previewConstants.ts';
import { loadCardFonts } from '../preview/previewFonts.ts';
import type { PreviewRecord } from '../preview/previewRecord.ts';
import { simplerCardRecord } from '../preview/simplerCard.ts';
import { rasterizeSvg, rasterizeSvgToPng, workerdSatori } from './cardRenderer.ts';
import { cardsTurn, giveWayBudget } from './cardsGiveWay.ts';
import type { EdgeContext } from './edgeContext.ts';

/**
 * A preview record as a 1200x630 PNG: the shared card layout, rasterized by resvg-wasm. The isolate
 * answers every request on one thread, so the render gives way to other requests before each of its
 * steps (worker/cardsGiveWay.ts). A card that fails is drawn once more as the simpler card before the
 * failure is answered.
 */
export async function renderPreviewCardPng(
  record: PreviewRecord,
  edge: EdgeContext,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await renderCard(record, edge);
  } catch (error) {
    console.warn(`card ${record.imagePath} failed; drawing the simpler card`, error);
    return renderCard(simplerCardRecord(record), edge);
  }
}

async function renderCard(record: PreviewRecord, edge: EdgeContext): Promise<Uint8Array<ArrayBuffer>> {
  const budget = giveWayBudget();
  const renderer = await cardRendererFor(edge);
  await cardsTurn(budget);
  const element = await renderer.prepare(record);
  await cardsTurn(budget);
  const svg = await renderer.layout(element);
  await cardsTurn(budget);
  return rasterizeSvg(svg, PREVIEW_CONSTANTS.image.width);
}

export async function previewCardSvg(record: PreviewRecord, edge: EdgeContext): Promise<string> {
  return (await cardRendererFor(edge)).svg(record);
}

const renderers = new WeakMap<EdgeContext['siteAssets'], Promise<PreviewCardRenderer>>();

/** One renderer per isolate and set of bindings: wasm started and Inter parsed once, not per card. */
export function cardRendererFor(edge: EdgeContext): Promise<PreviewCardRenderer> {
  let renderer = renderers.get(edge.siteAssets);
  if (!renderer) {
    renderer = createRenderer(edge);
    renderers.set(edge.siteAssets, renderer);
    // A failed start (fonts unreachable) is retried by the next card rather than kept.
    renderer.catch(() => renderers.delete(edge.siteAssets));
  }
  return renderer;
}

async function createRenderer(edge: EdgeContext): Promise<PreviewCardRenderer> {
  const [satori, fonts] = await Promise.all([workerdSatori(), loadCardFonts(edge.siteAssets)]);
  return createPreviewCardRenderer(satori, {
    fonts,
    siteAssets: edge.siteAssets,
    additionalAssets: additionalAssetsFrom(edge.config, edge.siteAssets),
    logoPolicy: logoFetchPolicy(edge.config),
    rasterizeSvg: rasterizeSvgToPng,
  });
}
