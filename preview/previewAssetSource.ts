import { type FetchPolicy, safeFetch } from './safeFetch.ts';

/**
 * Reads one site asset (font, emoji, chain logo) by its site path. Each runtime passes its own: the
 * build reads dist/client, the worker its assets binding; `remoteAssetSource` reads a configured origin.
 * `undefined` means "not available": cards then render without that asset.
 */
export type AssetSource = (path: string) => Promise<Uint8Array | undefined>;

export function remoteAssetSource(baseUrl: string, policy: Omit<FetchPolicy, 'allowedHosts'>): AssetSource {
  const base = new URL(baseUrl);
  const guarded = { ...policy, allowedHosts: [base.hostname] };
  return async (path) => {
    const result = await safeFetch(new URL(path.replace(/^\//, ''), ensureSlash(base)).href, guarded);
    return result.ok ? result.bytes : undefined;
  };
}

/** Remembers every answer (a missing asset too), so fonts and logos are read once per process or isolate. */
export function cachedAssetSource(source: AssetSource): AssetSource {
  const cache = new Map<string, Promise<Uint8Array | undefined>>();
  return (path) => {
    let entry = cache.get(path);
    if (!entry) {
      entry = source(path).catch(() => undefined);
      cache.set(path, entry);
    }
    return entry;
  };
}

function ensureSlash(url: URL): URL {
  return url.pathname.endsWith('/') ? url : new URL(`${url.pathname}/`, url);
}
