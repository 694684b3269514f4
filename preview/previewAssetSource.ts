import { type FetchPolicy, safeFetch } from './safeFetch.ts';

/**
 * Reads one site asset (font, emoji, chain logo) by its site path. Each runtime passes its own: the
 * build reads dist/client, the worker its assets binding; `remoteAssetSource` reads a configured origin.
 * `undefined` means "not available": cards then render without that asset.
 */
export type AssetSource = (path: string) => Promise<Uint8Array | undefined>;

export function remoteAssetSource(baseUrl: string, policy: Omit<FetchPolicy, 'allowedOrigins'>): AssetSource {
  const base = new URL(baseUrl);
  const guarded = { ...policy, allowedOrigins: [base.origin] };
  return async (path) => {
    const result = await safeFetch(new URL(path.replace(/^\//, ''), ensureSlash(base)).href, guarded);
    return result.ok ? result.bytes : undefined;
  };
}

/**
 * Remembers every asset found, so fonts and emoji are read once per process or isolate. A miss (an
 * asset not there, or a read that failed) is never kept: at the edge it is most often transient, and
 * kept it would fail every card after it for the life of the isolate.
 */
export function cachedAssetSource(source: AssetSource): AssetSource {
  const cache = new Map<string, Promise<Uint8Array | undefined>>();
  return (path) => {
    let entry = cache.get(path);
    if (!entry) {
      const reading = source(path).catch(() => undefined);
      entry = reading;
      cache.set(path, reading);
      reading.then((bytes) => {
        if (!bytes && cache.get(path) === reading) cache.delete(path);
      });
    }
    return entry;
  };
}

function ensureSlash(url: URL): URL {
  return url.pathname.endsWith('/') ? url : new URL(`${url.pathname}/`, url);
}
