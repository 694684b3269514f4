import { type PreviewConfig, previewConfigFrom } from '../preview/previewConfig.ts';
import { dataApiUrl } from '../scripts/dataApiProcess.ts';

export interface BuildPreviewSettings {
  config: PreviewConfig;
  /** Origin of og:url and og:image: a build has no request, so it is configured (`PUBLIC_ORIGIN`). */
  publicOrigin: string;
}

/**
 * A build's preview settings, read from its environment in one place: the prerendered tags, the page
 * records and the card generation all use these, so a page's tags and its PNG always agree.
 */
export function buildPreviewSettings(): BuildPreviewSettings {
  return {
    config: previewConfigFrom(process.env, dataApiUrl()),
    publicOrigin: process.env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`,
  };
}
