/** What crawlers show of a description; the tags' own bound (metaTags.ts) cuts hostile text anyway. */
const MAX_DESCRIPTION = 200;

/** A page's own description for its tags, cut at a word's end with an ellipsis past what crawlers show. */
export function previewDescription(text: string): string {
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text;
}
