import { type DataApiEnv, dataApiUrlFrom } from '../data/dataApiUrl.ts';
import { type PreviewConfig, type PreviewEnv, previewConfigFrom } from './previewConfig.ts';

/** Where `npm start` serves the site when `PORT` is not set (ARCHITECTURE.md contracts). */
export const DEFAULT_SITE_PORT = 8787;

export interface PreviewSettingsEnv extends PreviewEnv, DataApiEnv {
  PUBLIC_ORIGIN?: string | undefined;
  PORT?: string | undefined;
}

export interface PreviewSettings {
  config: PreviewConfig;
  /** Origin of og:url and og:image: `PUBLIC_ORIGIN`, else the origin the site is served from. */
  publicOrigin: string;
}

/**
 * A runtime's preview settings from its env, so a page's tags and its card agree wherever they are
 * made. The edge knows the origin it serves from (the request's); a build does not, and names the one
 * `npm start` serves on.
 */
export function previewSettingsFrom(
  env: PreviewSettingsEnv,
  servingOrigin = `http://127.0.0.1:${env.PORT || DEFAULT_SITE_PORT}`,
): PreviewSettings {
  return {
    config: previewConfigFrom(env, dataApiUrlFrom(env)),
    publicOrigin: env.PUBLIC_ORIGIN?.replace(/\/+$/, '') || servingOrigin,
  };
}
