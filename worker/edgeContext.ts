import { GraphQLClient } from 'graphql-request';
import { configuredChainsFrom } from '../data/chainRpcUrl.ts';
import { createDataApiClient, type DataApiClient } from '../data/client.ts';
import { dataApiUrlFrom } from '../data/dataApiUrl.ts';
import { dataApiPositionReader, type ReadPosition } from '../preview/positionPreview.ts';
import type { AssetSource } from '../preview/previewAssetSource.ts';
import type { PreviewConfig } from '../preview/previewConfig.ts';
import { previewSettingsFrom } from '../preview/previewSettings.ts';
import { securityHeadersFor } from '../renderer/securityHeaders.ts';
import { siteAssetSource } from './siteAssetSource.ts';

/** What every handler needs for one request: bindings, the request's context and the parsed config. */
export interface EdgeContext {
  env: Env;
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  config: PreviewConfig;
  client: DataApiClient;
  /** Where the Data API is, the key the edge sends it (`DATA_API_KEY` secret) and its time bound. */
  dataApi: { url: string; key: string | undefined; timeoutMs: number };
  /** Origin of og:url and og:image: `PUBLIC_ORIGIN`, never the Host header. */
  publicOrigin: string;
  /** Fonts, chain logos and emoji by site path (binding first, then the site's own path). */
  siteAssets: AssetSource;
  benchRoutes: boolean;
  /** Reads a shared position for its card and tags (the Data API's positions extension). */
  readPosition: ReadPosition;
  /** The headers of every HTML page, made once per set of bindings. */
  pageHeaders: Promise<Record<string, string>>;
}

/**
 * The spec bounds every Data API call at the edge to 5 s, so a dead Data API never hangs a page. The
 * `DATA_API_TIMEOUT_MS` binding changes it (tests shorten it, so they wait on the rule, not the clock).
 */
export const EDGE_DATA_API_TIMEOUT_MS = 5_000;

const perEnv = new WeakMap<Env, Omit<EdgeContext, 'ctx'>>();

/** Parsed once per set of bindings, not per request. */
export function edgeContextFrom(
  env: Env,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  requestUrl: URL,
): EdgeContext {
  let parsed = perEnv.get(env);
  if (!parsed) {
    // An unset PUBLIC_ORIGIN means "the serving origin" (ARCHITECTURE.md), fixed by the first request.
    const { config, publicOrigin } = previewSettingsFrom(env, requestUrl.origin);
    const dataApi = {
      url: dataApiUrlFrom(env),
      key: env.DATA_API_KEY || undefined,
      timeoutMs: positiveMs(env.DATA_API_TIMEOUT_MS) ?? EDGE_DATA_API_TIMEOUT_MS,
    };
    const client = createDataApiClient({
      url: dataApi.url,
      apiKey: dataApi.key,
      timeoutMs: dataApi.timeoutMs,
      GraphQLClient,
    });
    parsed = {
      env,
      config,
      client,
      dataApi,
      readPosition: dataApiPositionReader(client),
      publicOrigin,
      siteAssets: siteAssetSource(env.ASSETS, publicOrigin, config),
      benchRoutes: env.ENABLE_BENCH_ROUTES === 'true',
      pageHeaders: securityHeadersFor({
        publicOrigin,
        dataApiUrl: dataApi.url,
        chainRpcUrls: configuredChainsFrom({
          CHAIN_RPC_URL: env.CHAIN_RPC_URL || undefined,
          CHAIN_RPC_URLS: env.CHAIN_RPC_URLS || undefined,
        }).map((chain) => chain.rpcUrl),
      }),
    };
    perEnv.set(env, parsed);
  }
  return { ...parsed, ctx };
}

/** A duration binding in milliseconds; `undefined` when unset or not a positive number. */
export function positiveMs(value: string | undefined): number | undefined {
  const ms = Number(value);
  return value && Number.isFinite(ms) && ms > 0 ? ms : undefined;
}
