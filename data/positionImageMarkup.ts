import { isPositionImage } from '../protocol/positionImage.ts';

/** The NFT picture's box: the descriptors draw 290x500. */
export const POSITION_IMAGE_SIZE = { width: 290, height: 500 } as const;

/**
 * The `<img>` of a position NFT's picture, as the edge writes it into the page's HTML and the page
 * renders it (the same markup, so hydration keeps the edge's): only a picture `isPositionImage`
 * accepts (an SVG data URL of bounded size, which runs no script and loads nothing), its attributes
 * escaped. Undefined for anything else.
 */
export function positionImageMarkup(image: unknown, tokenId: string): string | undefined {
  if (!isPositionImage(image)) return undefined;
  const { width, height } = POSITION_IMAGE_SIZE;
  return `<img src="${escapeAttribute(image)}" width="${width}" height="${height}" alt="Position NFT #${escapeAttribute(tokenId)}">`;
}

/** A double-quoted attribute's value: a UTF-8 SVG holds quotes and brackets (base64 never does). */
function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
