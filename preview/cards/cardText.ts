/**
 * Token names and symbols are written by whoever deploys a token, so a card never lays out the text
 * as it arrives: it draws a bounded, normalised form of it. Every limit bounds satori's work — its
 * text fitting measures each prefix of a line (quadratic in its length), and a font fallback is
 * loaded per script — whatever the script, length or composition of the text.
 */

/** Enough for a combining-mark-heavy script (Tibetan stacks, Vietnamese, Thai tone over vowel). */
const MAX_MARKS_PER_CLUSTER = 3;
/** Enough for the longest emoji ZWJ sequences (couple with heart and two skin tones: 10). */
const MAX_CODE_POINTS_PER_CLUSTER = 12;
/** Each emoji is an image the card embeds and loads (preview/additionalAssets.ts): a few per line. */
const MAX_EMOJI_PER_LINE = 3;
const ELLIPSIS = '…';

/** Clusters a card line may hold: more than the widest line shows, so the card's own clamp still cuts. */
export const CARD_TEXT_CLUSTERS = { name: 48, symbol: 20 } as const;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
/** What a lone surrogate becomes (data/wellFormedJson.ts): no font of the card draws it. */
const REPLACEMENT_CHARACTER = /\uFFFD/g;
/**
 * Control and format characters (bidi overrides and isolates, zero-width spaces, BOM, tag characters),
 * except the two joiners scripts and emoji need between clusters.
 */
const INVISIBLE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Co}]/gu;
const MARK = /^\p{M}$/u;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;
/**
 * Bases whose scripts Inter draws: after NFC their text needs no loose combining mark (Vietnamese and
 * every accented Latin, Greek or Cyrillic letter compose), so a mark left on them is decoration,
 * drawn as a box. Emoji variation selectors and the keycap mark stay.
 */
const COMPOSED_BASE = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]/u;
const EMOJI_MARK = /^(?:\p{Variation_Selector}|\u20E3)$/u;

/**
 * A name or symbol as a card draws it: well-formed (lone surrogates and U+FFFD dropped), NFC, without
 * invisible controls, runs of white space as one space, at most `maxClusters` user-perceived
 * characters and three emoji (cut with an ellipsis), each with at most twelve code points and three
 * combining marks (none left over on a Latin, Greek or Cyrillic letter).
 */
export function cardText(text: string, maxClusters: number): string {
  // Each kept cluster holds at most MAX_CODE_POINTS_PER_CLUSTER code points of two UTF-16 units each.
  const bounded = text.slice(0, (maxClusters + 1) * MAX_CODE_POINTS_PER_CLUSTER * 2);
  const cleaned = bounded
    .toWellFormed()
    .replace(REPLACEMENT_CHARACTER, '')
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const kept: string[] = [];
  let emoji = 0;
  for (const { segment } of graphemes.segment(cleaned)) {
    const isEmoji = EMOJI.test(segment);
    if (kept.length === maxClusters || (isEmoji && emoji === MAX_EMOJI_PER_LINE))
      return `${kept.join('').trimEnd()}${ELLIPSIS}`;
    if (isEmoji) emoji++;
    kept.push(boundedCluster(segment));
  }
  return bounded.length < text.length ? `${kept.join('').trimEnd()}${ELLIPSIS}` : kept.join('');
}

/** The cluster's first marks and code points only; a joiner left dangling at the cut is dropped. */
function boundedCluster(cluster: string): string {
  const maxMarks = COMPOSED_BASE.test(cluster) ? 0 : MAX_MARKS_PER_CLUSTER;
  let marks = 0;
  let codePoints = 0;
  let kept = '';
  for (const char of cluster) {
    if (++codePoints > MAX_CODE_POINTS_PER_CLUSTER) break;
    if (MARK.test(char) && !EMOJI_MARK.test(char) && ++marks > maxMarks) continue;
    kept += char;
  }
  return kept.replace(/[\u200C\u200D]+$/u, '');
}

/**
 * The first `count` user-perceived characters that are neither emoji (a placeholder is letters, and
 * an emoji costs the card an image) nor the ellipsis of a cut text: never a split cluster.
 */
export function firstLetters(text: string, count: number): string {
  let kept = '';
  let taken = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (EMOJI.test(segment) || segment === ELLIPSIS) continue;
    if (taken++ === count) break;
    kept += segment;
  }
  return kept;
}

/**
 * The text of the simpler card a render falls back to when the full one fails or overruns its time:
 * printable ASCII only (Inter's own glyphs, no fallback font, no emoji, no shaping), bounded the same.
 */
export function plainCardText(text: string, maxClusters: number): string {
  return cardText(text.replace(/[^\x20-\x7E]+/g, ' '), maxClusters);
}
