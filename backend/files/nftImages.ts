import type { NftCollectionRecord } from '../dataset/nftCollections.ts';
import { hashSeed } from '../dataset/prng.ts';
import { artworkPixels, creaturePixels, pngOf } from './paintedImages.ts';
import type { ServedFile } from './servedFile.ts';

export type NftImageKind = 'image' | 'thumbnail' | 'collection' | 'banner';

const SIZES: Record<NftImageKind, [number, number]> = {
  image: [320, 320],
  thumbnail: [96, 96],
  collection: [160, 160],
  banner: [960, 240],
};

/** NFT art is generated locally (real collections' art is not ours to ship); each token id looks different. */
export function nftImagePath(collection: NftCollectionRecord, kind: NftImageKind, tokenId?: string): string {
  if (kind === 'collection' || kind === 'banner') return `/nft-images/${collection.address}/${kind}.png`;
  return `/nft-images/${collection.address}/${tokenId}${kind === 'thumbnail' ? '-thumb' : ''}.png`;
}

export function nftImageFile(collection: NftCollectionRecord, name: string): ServedFile | undefined {
  const match = /^(?:(collection|banner)|(\d+)(-thumb)?)$/.exec(name);
  if (!match) return undefined;
  const kind: NftImageKind = (match[1] as NftImageKind | undefined) ?? (match[3] ? 'thumbnail' : 'image');
  const [width, height] = SIZES[kind];
  const pattern = match[2] ? hashSeed(`${collection.address}|${match[2]}`) % 97 : kind === 'banner' ? 3 : 1;
  const hue = match[2] ? (collection.hue + (pattern % 7) * 23) % 360 : collection.hue;
  const pixels = match[2] ? creaturePixels(width, hue, pattern) : artworkPixels(width, height, hue, pattern);
  return { body: pngOf(width, height, pixels), contentType: 'image/png' };
}
