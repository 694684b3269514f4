import { type AssetSource, cachedAssetSource, remoteAssetSource } from '../preview/previewAssetSource.ts';
import type { PreviewConfig } from '../preview/previewConfig.ts';

/** The binding ignores the host; a fixed one keeps the request's Host header out of asset reads. */
export const ASSETS_ORIGIN = 'https://assets.invalid';

/**
 * Fonts, chain logos and emoji for the cards: from the assets binding, and when the binding fails,
 * from the site's own path on its public origin (spec section 8), through the same guarded fetch as
 * logos. Each path is read once per isolate.
 */
export function siteAssetSource(assets: Fetcher, publicOrigin: string, config: PreviewConfig): AssetSource {
  let sitePath: AssetSource | undefined;
  return cachedAssetSource(async (path) => {
    const bound = await fromBinding(assets, path);
    if (bound) return bound;
    sitePath ??= remoteAssetSource(publicOrigin, { allowLocalNetwork: config.allowLocalNetwork });
    return sitePath(path);
  });
}

async function fromBinding(assets: Fetcher, path: string): Promise<Uint8Array | undefined> {
  try {
    const response = await assets.fetch(new Request(new URL(path, ASSETS_ORIGIN)));
    if (response.status === 200) return new Uint8Array(await response.arrayBuffer());
    await response.body?.cancel();
    console.warn(`asset ${path}: binding answered ${response.status}; trying the site path`);
  } catch (error) {
    console.warn(`asset ${path}: binding failed; trying the site path`, error);
  }
  return undefined;
}
