import { type LoadedLogo, loadLogo } from './logoColour.ts';
import type { FetchPolicy } from './safeFetch.ts';

/** Enough for the logos a run of cards shares (WETH, USDC, USDT … in most pools). */
const MAX_ENTRIES = 64;
/** Larger logos are drawn but not kept, so the cache stays small inside a 128 MB isolate. */
const MAX_DATA_URL_LENGTH = 256 * 1024;

/**
 * Loads logos through a small least-recently-used cache: pools repeat the same few token logos (in the
 * build, 842 pool logos are 121 distinct URLs), and each load is a fetch, a decode and a colour average.
 * A logo that failed to load is not kept, so the next card asks again.
 */
export function recentLogos(
  policy: FetchPolicy,
  /** Redraws a loaded logo (its data URL) the way the cards draw it, once per logo kept. */
  redraw: (dataUrl: string) => string = (same) => same,
): (url: string | undefined) => Promise<LoadedLogo> {
  const cache = new Map<string, Promise<LoadedLogo>>();
  const load = async (url: string | undefined) => {
    const logo = await loadLogo(url, policy);
    return logo.dataUrl ? { ...logo, dataUrl: redraw(logo.dataUrl) } : logo;
  };
  return (url) => {
    if (!url) return load(url);
    const cached = cache.get(url);
    if (cached) {
      cache.delete(url);
      cache.set(url, cached);
      return cached;
    }
    const loading = load(url);
    cache.set(url, loading);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    const forget = () => {
      if (cache.get(url) === loading) cache.delete(url);
    };
    loading.then((logo) => {
      if (logo.dataUrl === undefined || logo.dataUrl.length > MAX_DATA_URL_LENGTH) forget();
    }, forget);
    return loading;
  };
}
