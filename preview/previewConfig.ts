import { DEFAULT_BRAND_NAME, DEFAULT_PAGE_TITLE } from './pagePreview.ts';

/**
 * Everything the preview domain needs to know about its deployment. `preview/` never reads the
 * environment itself: each runtime adapter (build scripts, worker) builds this from its own env.
 */
export interface PreviewConfig {
  /** `{brand}` in titles (`Get USDC on Uniswap`) and on the cards' brand mark. */
  brandName: string;
  /** Title of every page without its own preview. */
  defaultPageTitle: string;
  /** Hosts logo URLs may be fetched from (exact host names, or `*.example.com`). */
  logoHosts: readonly string[];
  /** Allows loopback and private addresses: only for the embedded Data API on this machine. */
  allowLocalNetwork: boolean;
  /** Base URL of fallback fonts and emoji images; `undefined` renders without them. */
  assetSourceUrl: string | undefined;
}

export interface PreviewEnv {
  BRAND_NAME?: string;
  DEFAULT_PAGE_TITLE?: string;
  DATA_API_URL?: string;
  PUBLIC_ORIGIN?: string;
  PREVIEW_LOGO_HOSTS?: string;
  PREVIEW_ALLOW_LOCAL_NETWORK?: string;
  PREVIEW_ASSET_SOURCE?: string;
}

/**
 * Reads a runtime's env bindings. Logo hosts default to the Data API's own host (the embedded Data API
 * serves its logos from its origin); local addresses are allowed only when that default points at loopback.
 */
export function previewConfigFrom(env: PreviewEnv, dataApiUrl: string): PreviewConfig {
  const dataApiHost = new URL(dataApiUrl).hostname;
  const logoHosts = env.PREVIEW_LOGO_HOSTS?.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean) ?? [dataApiHost];
  const allowLocalNetwork =
    env.PREVIEW_ALLOW_LOCAL_NETWORK !== undefined
      ? env.PREVIEW_ALLOW_LOCAL_NETWORK === 'true'
      : isLoopbackHost(dataApiHost);
  return {
    brandName: env.BRAND_NAME?.trim() || DEFAULT_BRAND_NAME,
    defaultPageTitle: env.DEFAULT_PAGE_TITLE?.trim() || DEFAULT_PAGE_TITLE,
    logoHosts,
    allowLocalNetwork,
    assetSourceUrl:
      env.PREVIEW_ASSET_SOURCE === 'none' ? undefined : (env.PREVIEW_ASSET_SOURCE ?? env.PUBLIC_ORIGIN),
  };
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '[::1]' || host.startsWith('127.');
}
