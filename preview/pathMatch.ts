import { match } from 'path-to-regexp';
import { decodePathSegment, type PathParams } from './pathPattern.ts';

/**
 * Paths matched against a pattern of pathPattern.ts with path-to-regexp's `match`, compiled once per
 * pattern on first use: the edge, the build and the service worker match; the browser's pages only
 * format, so this stays out of their first loads.
 *
 * The decoded params of a path the pattern matches (case-insensitive); `undefined` for any other.
 */
export function matchPath<const Pattern extends string>(
  pattern: Pattern,
  pathname: string,
): PathParams<Pattern> | undefined {
  const found = matcherOf(pattern)(pathname);
  return found ? (found.params as PathParams<Pattern>) : undefined;
}

const matchers = new Map<string, ReturnType<typeof match>>();

function matcherOf(pattern: string): ReturnType<typeof match> {
  let matcher = matchers.get(pattern);
  if (!matcher) {
    matcher = match(regexpSource(pattern), { decode: decodePathSegment });
    matchers.set(pattern, matcher);
  }
  return matcher;
}

/** path-to-regexp 6 writes "anything" as an unnamed group. */
function regexpSource(pattern: string): string {
  return pattern.replace(/\*$/, '(.*)');
}
