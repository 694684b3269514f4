import { CARD_TEMPLATE_HASH } from './cards/cardTemplate.ts';
import { contentHash } from './contentHash.ts';

export type PreviewKind = 'token' | 'pool';

/**
 * Where a card image lives. Prerendered cards are plain files a static host serves as they are;
 * long-tail cards are rendered by the worker's image route, which first looks for the prerendered file.
 */
export type ImagePlacement = 'prerendered' | 'edge';

export function previewImagePath(
  kind: PreviewKind,
  networkName: string,
  address: string,
  placement: ImagePlacement,
): string {
  const net = networkName.toLowerCase();
  const addr = address.toLowerCase();
  return placement === 'prerendered'
    ? `/images/previews/${kind}s/${net}/${addr}.png`
    : `/api/image/${kind}s/${net}/${addr}`;
}

/** The version query an image URL carries: hash of what the card draws and of the card template. */
export function versionedImagePath(path: string, cardContent: unknown): string {
  return `${path}?v=${cardVersion(cardContent)}`;
}

/** The version a card image path carries: its `?v=`, or for the default card its file name. */
export function imageVersion(imagePath: string): string {
  const url = new URL(imagePath, 'https://site.invalid');
  return url.searchParams.get('v') ?? url.pathname.replace(/^.*\//, '').replace(/\.png$/, '');
}

export function cardVersion(cardContent: unknown): string {
  return contentHash(JSON.stringify([CARD_TEMPLATE_HASH, cardContent]));
}
