import { chainNamed } from '../dataset/chains.ts';
import type { Dataset } from '../dataset/dataset.ts';
import { nftImageFile } from './nftImages.ts';
import type { ServedFile } from './servedFile.ts';
import { tokenLogoFile } from './tokenLogos.ts';

const CACHE_LIMIT = 1_000;
const LOGO = /^\/logos\/([A-Z_]+)\/(native|0x[0-9a-f]{40})\.(png|webp|jpg)$/;
const NFT_IMAGE = /^\/nft-images\/(0x[0-9a-f]{40})\/([\w-]+)\.png$/;

/**
 * Serves the dataset's logos and NFT images from the Data API's own origin. Files are made on first
 * request and kept (a bounded cache: rasterising an SVG or painting art takes a few milliseconds).
 */
export function createDatasetFiles(dataset: Dataset) {
  const cache = new Map<string, ServedFile | null>();
  return function datasetFile(pathname: string): ServedFile | undefined {
    if (cache.has(pathname)) return cache.get(pathname) ?? undefined;
    const file = makeFile(dataset, pathname);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(pathname, file ?? null);
    return file;
  };
}

function makeFile(dataset: Dataset, pathname: string): ServedFile | undefined {
  const logo = LOGO.exec(pathname);
  if (logo) {
    const chain = chainNamed(logo[1]);
    const token = chain && dataset.token(chain.name, logo[2] === 'native' ? null : logo[2]);
    return token ? tokenLogoFile(token, logo[3] ?? '') : undefined;
  }
  const image = NFT_IMAGE.exec(pathname);
  if (image) {
    const collection = dataset.nftCollection(image[1] ?? '');
    return collection ? nftImageFile(collection, image[2] ?? '') : undefined;
  }
  return undefined;
}

/** Whether a path is one the Data API serves as a file rather than as GraphQL. */
export function isDatasetFilePath(pathname: string): boolean {
  return pathname.startsWith('/logos/') || pathname.startsWith('/nft-images/');
}
