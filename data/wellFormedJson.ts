/** `\ud800` to `\udfff` in either case: half of an escaped surrogate pair, or a lone surrogate. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

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
  if (text.isWellFormed() && !SURROGATE_ESCAPE.test(text)) return JSON.parse(text);
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' ? value.toWellFormed() : value,
  );
}
