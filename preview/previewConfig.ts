import { DEFAULT_BRAND_NAME, DEFAULT_PAGE_TITLE } from './pagePreview.ts';
import { type AssetSource, cachedAssetSource, remoteAssetSource } from './previewAssetSource.ts';
import { type FetchPolicy, SAFE_FETCH_TIMEOUT_MS } from './safeFetch.ts';

/**
 * Everything the preview domain needs to know about its deployment. `preview/` never reads the
 * environment itself: each runtime adapter (build scripts, worker) builds this from its own env.
 */
export interface PreviewConfig {
  /** `{brand}` in titles (`Get USDC on Uniswap`) and on the cards' brand mark. */
  brandName: string;
  /** Title of every page without its own preview. */
  defaultPageTitle: string;
  /** Origins logo URLs may be fetched from (`https://logos.example`, `https://*.example.com`). */
  logoOrigins: readonly string[];
  /** Allows IP literals, loopback and private addresses: only for the embedded Data API on this machine. */
  allowLocalNetwork: boolean;
  /** The bound on one logo fetch (the spec's 5 s unless a runtime sets `PREVIEW_LOGO_TIMEOUT_MS`). */
  logoTimeoutMs: number;
  /**
   * Where fallback fonts and emoji come from: `site` (our own origin, the default: files the build
   * copies from npm packages), `none`, or the base URL of another origin.
   */
  additionalAssetSource: 'site' | 'none' | (string & {});
}

/** The env keys the preview domain reads; every runtime passes each one on (the worker's vars included). */
export const PREVIEW_ENV_KEYS = [
  'BRAND_NAME',
  'DEFAULT_PAGE_TITLE',
  'PREVIEW_LOGO_ORIGINS',
  'PREVIEW_ALLOW_LOCAL_NETWORK',
  'PREVIEW_LOGO_TIMEOUT_MS',
  'PREVIEW_ASSET_SOURCE',
] as const;

export type PreviewEnv = { [Key in (typeof PREVIEW_ENV_KEYS)[number]]?: string | undefined };

/**
 * Reads a runtime's env bindings. Logo origins (comma-separated; unset or empty) default to the Data
 * API's own origin (the embedded Data API serves its logos from it); local addresses are allowed only
 * when the Data API is on loopback, unless `PREVIEW_ALLOW_LOCAL_NETWORK` (`true`, `false`; unset or
 * empty: that rule) says otherwise.
 */
export function previewConfigFrom(env: PreviewEnv, dataApiUrl: string): PreviewConfig {
  const dataApi = new URL(dataApiUrl);
  const dataApiHost = dataApi.hostname;
  const listed = (env.PREVIEW_LOGO_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, '').toLowerCase())
    .filter(Boolean);
  const logoOrigins = listed.length > 0 ? listed : [dataApi.origin];
  const allowLocalNetwork = env.PREVIEW_ALLOW_LOCAL_NETWORK
    ? env.PREVIEW_ALLOW_LOCAL_NETWORK === 'true'
    : isLoopbackHost(dataApiHost);
  return {
    brandName: env.BRAND_NAME?.trim() || DEFAULT_BRAND_NAME,
    defaultPageTitle: env.DEFAULT_PAGE_TITLE?.trim() || DEFAULT_PAGE_TITLE,
    logoOrigins,
    allowLocalNetwork,
    logoTimeoutMs:
      Number(env.PREVIEW_LOGO_TIMEOUT_MS) > 0 ? Number(env.PREVIEW_LOGO_TIMEOUT_MS) : SAFE_FETCH_TIMEOUT_MS,
    additionalAssetSource: env.PREVIEW_ASSET_SOURCE?.trim() || 'site',
  };
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '[::1]' || host.startsWith('127.');
}

/** The guarded-fetch policy for token logos under this config. */
export function logoFetchPolicy(config: PreviewConfig, fetchImpl?: typeof fetch): FetchPolicy {
  return {
    allowedOrigins: config.logoOrigins,
    allowLocalNetwork: config.allowLocalNetwork,
    timeoutMs: config.logoTimeoutMs,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  };
}

/** The source of fallback fonts and emoji under this config; the site's own assets unless told otherwise. */
export function additionalAssetsFrom(
  config: PreviewConfig,
  siteAssets: AssetSource,
  fetchImpl?: typeof fetch,
): AssetSource | undefined {
  const source = config.additionalAssetSource;
  if (source === 'none') return undefined;
  if (source === 'site') return siteAssets;
  return cachedAssetSource(
    remoteAssetSource(source, {
      allowLocalNetwork: config.allowLocalNetwork,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    }),
  );
}
