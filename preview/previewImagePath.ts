import { contentHash } from './contentHash.ts';

/**
 * Bumped whenever a card's layout changes, so every image URL changes with it and crawlers
 * (which cache for days) fetch the new card.
 */
export const CARD_TEMPLATE_VERSION = 2;

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

/** The version query an image URL carries: hash of what the card draws plus the template version. */
export function versionedImagePath(path: string, cardContent: unknown): string {
  return `${path}?v=${cardVersion(cardContent)}`;
}

/** The version a card image path carries: its `?v=`, or for the default card its file name. */
export function imageVersion(imagePath: string): string {
  const url = new URL(imagePath, 'https://site.invalid');
  return url.searchParams.get('v') ?? url.pathname.replace(/^.*\//, '').replace(/\.png$/, '');
}

export function cardVersion(cardContent: unknown): string {
  return contentHash(JSON.stringify([CARD_TEMPLATE_VERSION, cardContent]));
}
