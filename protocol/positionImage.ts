/**
 * A position NFT's picture is a few KB of SVG (the V3 descriptor's is about 20 KB as base64); far more
 * is not the position managers' descriptor, and the picture travels in the Data API's answer and the
 * page's HTML, so it is bounded.
 */
export const MAX_POSITION_IMAGE_BYTES = 64 * 1024;

/** Only an SVG data URL, base64 or plain UTF-8: drawn through `<img>`, it runs no script and loads nothing. */
const POSITION_IMAGE = /^data:image\/svg\+xml(;base64|;utf8|;charset=utf-8)?,/;

/** Whether a picture may be shown (and sent): an SVG data URL of bounded size, nothing remote, nothing else. */
export function isPositionImage(image: unknown): image is string {
  return typeof image === 'string' && image.length <= MAX_POSITION_IMAGE_BYTES && POSITION_IMAGE.test(image);
}

/**
 * The picture of a position NFT's `tokenURI` (`data:application/json;base64,…` whose `image` is an SVG
 * data URL, as the V3 and V4 position managers' descriptors write it), if it is one `isPositionImage`
 * accepts; undefined otherwise.
 */
export function positionImageOfTokenUri(tokenUri: string): string | undefined {
  // Base64 metadata is 4/3 of its JSON, which is the picture and a little text.
  if (tokenUri.length > MAX_POSITION_IMAGE_BYTES * 2) return undefined;
  const metadata = jsonOfDataUrl(tokenUri);
  const image =
    metadata && typeof metadata === 'object' ? (metadata as { image?: unknown }).image : undefined;
  return isPositionImage(image) ? image : undefined;
}

function jsonOfDataUrl(uri: string): unknown {
  const match = /^data:application\/json(;base64)?,(.*)$/s.exec(uri);
  if (!match) return undefined;
  try {
    const text = match[1]
      ? new TextDecoder().decode(Uint8Array.from(atob(match[2] ?? ''), (c) => c.charCodeAt(0)))
      : decodeURIComponent(match[2] ?? '');
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
