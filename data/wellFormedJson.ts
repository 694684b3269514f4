/** `\ud800` to `\udfff` in either case: half of an escaped surrogate pair, or a lone surrogate. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
/** Any surrogate, paired or not: where `isWellFormed` is missing, a text with one takes the slow path. */
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * `JSON.parse` with every string value of the result well-formed: a lone UTF-16 surrogate, which JSON
 * may carry as an escape (`"\ud800"`), becomes U+FFFD. Such a string has no UTF-8 form, and whatever
 * writes it out chokes on it: the edge's HTML rewriter fails the page's stream, so a token named with
 * one would answer its crawler with an error. Data API answers are parsed here, so every page, title,
 * meta tag, first answer and card reads well-formed text. Keys are left as they are: a GraphQL answer's
 * keys are its query's own field names.
 */
export function parseWellFormedJson(text: string): unknown {
  // A reviver makes a long answer's parse about five times slower: only a text that can yield a lone
  // surrogate (one in the text itself, or an escape of one) pays for it.
  const wellFormed = text.isWellFormed ? text.isWellFormed() : !SURROGATE.test(text);
  if (wellFormed && !SURROGATE_ESCAPE.test(text)) return JSON.parse(text);
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' ? wellFormedString(value) : value,
  );
}

/**
 * `toWellFormed()`, and the same by hand where a browser lacks it: the build targets ES2022 browsers,
 * and the method came later (Chrome 111, Safari 16.4, Firefox 119).
 */
export function wellFormedString(text: string): string {
  if (text.toWellFormed) return text.toWellFormed();
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const pairs = code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (pairs) out += text.slice(i, ++i + 1);
    else out += code >= 0xd800 && code <= 0xdfff ? '\uFFFD' : text[i];
  }
  return out;
}
