import { encode } from 'html-entities';
import { DEFAULT_BRAND_NAME, type PagePreview } from './pagePreview.ts';
import { PREVIEW_CONSTANTS } from './previewConstants.ts';

/** Present in every tagged page, so the worker can tell a page the build already tagged. */
export const PREVIEW_MARKER_NAME = 'x:preview';

/** The browser UI colour of every page (theme-color); the web manifest uses the same. */
export const THEME_COLOR = PREVIEW_CONSTANTS.accentColour;
/** Crawlers cut titles and descriptions far earlier; the bound keeps a hostile name from bloating <head>. */
const MAX_VALUE_LENGTH = 300;

/**
 * The preview tags of one page, for the top of `<head>`. The renderer writes this string at build and
 * the worker inserts the same string at the edge. Absolute URLs take their origin from the configured
 * public origin only: a Host header is attacker-controlled and would poison crawler caches.
 */
export function renderPreviewTags(
  preview: PagePreview,
  origin: string,
  siteName = DEFAULT_BRAND_NAME,
): string {
  const url = absoluteUrl(preview.path, origin);
  const image = absoluteUrl(preview.imagePath, origin);
  const tags = [
    `<title>${escapeValue(preview.title)}</title>`,
    meta('name', PREVIEW_MARKER_NAME, 'tags'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', url),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(PREVIEW_CONSTANTS.image.width)),
    meta('property', 'og:image:height', String(PREVIEW_CONSTANTS.image.height)),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:alt', preview.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', preview.imageAlt),
    meta('name', 'theme-color', THEME_COLOR),
  ];
  if (preview.description !== undefined) {
    tags.push(
      meta('name', 'description', preview.description),
      meta('property', 'og:description', preview.description),
      meta('name', 'twitter:description', preview.description),
    );
  }
  return tags.join('');
}

function meta(attribute: 'name' | 'property', key: string, value: string): string {
  return `<meta ${attribute}="${key}" content="${escapeValue(value)}">`;
}

function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}

/**
 * Library escaping for markup characters, plus numeric references for the invisible characters that
 * reorder or hide text (bidi overrides, zero-width marks), so a shared title reads as it is stored.
 */
function escapeValue(value: string): string {
  const bounded = Array.from(value);
  const text =
    bounded.length > MAX_VALUE_LENGTH ? `${bounded.slice(0, MAX_VALUE_LENGTH - 1).join('')}…` : value;
  return encode(text, { mode: 'specialChars', level: 'html5' }).replace(
    /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g,
    (char) => `&#x${char.codePointAt(0)?.toString(16)};`,
  );
}
